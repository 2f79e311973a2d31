// Spanish copy of the film page and of a film's progress on the order pages (spread into es.ts).
import type { filmEn, filmStageEn } from "./film.en.ts";
import type { Translation } from "./translation.ts";

/** The private film page (only sent to pages under /films/). */
export const filmEs: Translation<typeof filmEn> = {
  "film.meta.title": "El video de Santa para {name} | Magic Santa Video",
  "film.meta.description": "Un mensaje en video de Santa, personalizado.",
  "film.title": "El video de Santa para {name}",
  "film.intro": "Dale a reproducir para verlo. Los subtítulos están en el botón CC del reproductor.",
  "film.captions": "Subtítulos en {language}",
  "film.download": "Descargar el video",
  "film.share": "Compartir",
  "film.copied": "El enlace está copiado. Pégalo en un mensaje para compartir el video.",
  "film.copyFailed": "Copia este enlace para compartir el video: {url}",
  "film.private":
    "Esta página es privada: quien tenga el enlace puede ver el video, así que compártelo solo con personas de confianza.",
  "film.noVideo": "Tu navegador no puede reproducir este video aquí. Descárgalo para verlo.",
  "film.availableUntil":
    "Como dice nuestra política de privacidad, guardamos este video hasta el {date}. Descárgalo para conservarlo más tiempo.",
  "film.deleted.meta.title": "Este video se ha eliminado | Magic Santa Video",
  "film.deleted.title": "Este video se ha eliminado",
  "film.deleted.text":
    "Como dice nuestra política de privacidad, eliminamos este video el {date}, un tiempo después de su entrega. Si lo descargaste, tu copia sigue siendo tuya.",
  "film.deleted.privacy": "Leer nuestra política de privacidad",
  "film.unavailable": "Ahora mismo no podemos acceder a tu video. Vuelve a intentarlo dentro de un minuto.",
};

/** A film's progress on the order page and My Orders. */
export const filmStageEs: Translation<typeof filmStageEn> = {
  "film.stage.waiting": "Esperando la producción",
  "film.stage.queued": "En la fila de los duendes",
  "film.stage.rendering": "Los duendes lo están haciendo: {percent} %",
  "film.stage.ready": "Listo",
  "film.stage.onIt": "Tarda un poco más: ya nos estamos ocupando",
  "film.stage.deleted": "Este video se eliminó",
  "film.watch": "Ver el video de {name}",
  "film.progress": "Progreso del video de {name}",
};
