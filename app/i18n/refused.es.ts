// Spanish copy of the pages for requests refused before the router (spread into es.ts).
import type { refusedEn } from "./refused.en.ts";
import type { Translation } from "./translation.ts";

export const refusedEs: Translation<typeof refusedEn> = {
  "refused.413.title": "Era demasiado para enviar de una vez",
  "refused.413.text":
    "Lo que enviaste es más grande de lo que acepta esta página, así que no se guardó nada. Vuelve atrás, acórtalo o envía menos archivos, e inténtalo de nuevo.",
  "refused.400.title": "Esta dirección no funciona",
  "refused.400.text":
    "Una parte del enlace no se puede leer, así que no hay ninguna página para él. Revisa el enlace o vuelve a empezar desde la página de inicio.",
  "refused.home": "Volver al inicio",
  "meta.refused.413.title": "Demasiado para enviar | Magic Santa Video",
  "meta.refused.400.title": "Dirección rota | Magic Santa Video",
  "meta.refused.description":
    "La tienda no pudo aceptar esta petición. Vuelve al inicio para pedir un video de Santa.",
};
