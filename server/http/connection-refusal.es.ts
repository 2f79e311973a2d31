// Spanish words of the plain answers to a connection the shop will not serve, typed against the English.
import type { ConnectionRefusalMessages } from "./connection-refusal.en.ts";

export const connectionRefusalEs: ConnectionRefusalMessages = {
  perClient: "Demasiadas conexiones desde tu dirección a la vez. Espera un minuto e inténtalo de nuevo.",
  busy: "La tienda está muy ocupada ahora mismo. Espera un minuto e inténtalo de nuevo.",
  tooSlow:
    "Lo que enviaste llegó demasiado despacio, así que no se guardó nada. Revisa tu conexión e inténtalo de nuevo.",
};
