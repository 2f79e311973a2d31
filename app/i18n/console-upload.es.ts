// Spanish copy of the console's upload screen (spread into es.ts).
import type { consoleUploadEn } from "./console-upload.en.ts";
import type { Translation } from "./translation.ts";

export const consoleUploadEs: Translation<typeof consoleUploadEn> = {
  "console.upload.title": "Subir un video terminado en lugar de generarlo",
  "console.upload.file": "Archivo del video de {name}",
  "console.upload.hint":
    "MP4, video H.264 y sonido AAC, como máximo {mb} MB. La familia lo recibe como su video, sin subtítulos.",
  "console.upload.replace": "Sustituir el video que ya tiene este niño (su archivo se borra)",
  "console.upload.submit": "Subir video",
  "console.upload.progress": "Progreso de la subida",
  "console.upload.sending": "Subiendo… {percent} %",
  "console.upload.broken": "La subida se interrumpió. Revisa la conexión y vuelve a intentarlo.",
  "console.upload.done":
    "Video {position} subido. Está listo, y la familia recibe su correo cuando lo estén todos los videos del pedido.",
  "console.upload.refused": "El video {position} no se ha subido.",
  "console.upload.error.too_big": "El archivo pesa más de {mb} MB.",
  "console.upload.error.no_file": "Elige un archivo de video para subir.",
  "console.upload.error.not_video": "No es un archivo de video.",
  "console.upload.error.not_mp4": "El archivo es {found}, no MP4. Expórtalo como MP4.",
  "console.upload.error.no_video": "El archivo no tiene imagen, solo sonido.",
  "console.upload.error.video_codec": "El video es {found}, no H.264.",
  "console.upload.error.pixel_format":
    "La imagen está guardada como {found}; los navegadores solo reproducen H.264 en yuv420p (4:2:0).",
  "console.upload.error.no_audio": "No tiene pista de sonido.",
  "console.upload.error.audio_codec": "El sonido es {found}, no AAC.",
  "console.upload.error.not_allowed": "El estado de este pedido no permite subir un video ahora.",
  "console.upload.error.not_confirmed": "Marca la casilla para sustituir el video que ya tiene este niño.",
};
