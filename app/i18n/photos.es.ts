// Spanish copy of photo uploads and their errors (spread into es.ts).
import type { photosEn } from "./photos.en.ts";
import type { Translation } from "./translation.ts";

export const photosEs: Translation<typeof photosEn> = {
  "photo.error.type": "Este archivo no es una foto que podamos usar. Elige una imagen JPEG, PNG o WebP.",
  "photo.error.heic":
    "Esta foto está en el formato HEIC del iPhone, que todavía no podemos abrir. Envíala como JPEG: en el iPhone, ve a Ajustes › Cámara › Formatos y elige «Más compatible» para las fotos nuevas, o exporta esta foto como JPEG.",
  "photo.error.tooBig": "Esta foto pesa más de 25 MB. Elige una más pequeña.",
  "photo.error.pixels":
    "Esta imagen tiene más de 50 megapíxeles, demasiados para poder abrirla. Envía una versión más pequeña.",
  "photo.error.damaged": "Esta foto parece dañada o incompleta. Inténtalo de nuevo o elige otra.",
  "photo.error.tooMany": "Puedes añadir como máximo 10 fotos por video.",
  "photo.error.request": "Era demasiado para enviar de una vez. Envía menos fotos cada vez.",
  "photo.error.lost": "Ya no encontramos una de tus fotos. Vuelve a añadirla, por favor.",
  "photo.error.upload": "La subida se interrumpió. Comprueba tu conexión e inténtalo de nuevo.",
  "photo.error.busy":
    "Estamos procesando muchas fotos en este momento. Vuelve a intentarlo con esta en un momento.",
  "photo.error.noSpace": "Ahora mismo no podemos recibir fotos. Inténtalo de nuevo más tarde.",
  "photo.error.storage": "Ahora mismo no pudimos guardar esta foto. Vuelve a intentarlo dentro de un minuto.",
  "photo.error.tooManyRequests":
    "Has enviado muchas fotos en poco tiempo. Espera unos minutos y vuelve a intentarlo.",
};
