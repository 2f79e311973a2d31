// Spanish words of the plain answer to a connection over its cap, typed against the English.
import type { ConnectionRefusalMessages } from "./connection-refusal.en.ts";

export const connectionRefusalEs: ConnectionRefusalMessages = {
  perClient: "Demasiadas conexiones desde tu dirección a la vez. Espera un minuto e inténtalo de nuevo.",
  busy: "La tienda está muy ocupada ahora mismo. Espera un minuto e inténtalo de nuevo.",
};
