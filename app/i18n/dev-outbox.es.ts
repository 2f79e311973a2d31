// Spanish copy of the development outbox page (spread into es.ts).
import type { devOutboxEn } from "./dev-outbox.en.ts";
import type { Translation } from "./translation.ts";

export const devOutboxEs: Translation<typeof devOutboxEn> = {
  "devOutbox.title": "Bandeja de salida (desarrollo)",
  "devOutbox.description":
    "No hay ningún servidor SMTP configurado, así que la tienda guarda aquí cada correo como un archivo en lugar de enviarlo.",
  "devOutbox.folder": "Carpeta: {folder}",
  "devOutbox.empty": "Todavía no hay correos.",
  "devOutbox.subject": "Asunto",
  "devOutbox.to": "Para",
  "devOutbox.date": "Fecha",
  "devOutbox.size": "Tamaño",
  "devOutbox.open": "Abrir",
  "devOutbox.source": "Código fuente",
  "devOutbox.kilobytes": "{size} KB",
  "devOutbox.meta.title": "Bandeja de salida (desarrollo) | Magic Santa Video",
};
