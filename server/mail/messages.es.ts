// Spanish copy of the shop's e-mails, typed against the English so no key can be missing.
import type { MailMessages } from "./messages.en.ts";

export const mailEs: MailMessages = {
  "brand.name": "Magic Santa Video",
  "language.en": "inglés",
  "language.es": "español",

  "confirmation.subject": "Tu pedido {reference} está confirmado",
  "confirmation.preview": "¡Gracias! Los duendes de Santa ya están haciendo tu video.",
  "confirmation.greeting": "Hola, {name}:",
  "confirmation.thanks":
    "¡Gracias por tu pedido! Hemos recibido tu pago y los duendes de Santa ya se han puesto manos a la obra.",
  "confirmation.reference": "Referencia del pedido: {reference}",
  "confirmation.films": "Lo que pediste",
  "confirmation.film": "Un video para {child}, en {language}",
  "confirmation.total": "Total pagado: {total}",
  "confirmation.nextTitle": "Qué pasa ahora",
  "confirmation.next":
    "Nuestros duendes preparan cada video con los datos y las fotos que enviaste. En cuanto un video esté listo, te enviamos un correo con un enlace para verlo y descargarlo.",
  "confirmation.delivery":
    "Los videos suelen llegar en menos de {hours} horas, y hasta en {peakHours} horas en plena temporada navideña.",
  "confirmation.orderLink": "Ver tu pedido",
  "confirmation.orderLinkNote":
    "Este enlace es solo para ti: muestra tu pedido en cualquier momento. Por favor, no lo compartas.",
  "confirmation.signoff": "¡Feliz Navidad!",
  "confirmation.team": "El equipo de Magic Santa Video",

  "filmReady.subject": "Tu video de Santa está listo (pedido {reference})",
  "filmReady.childSubject": "¡{name}, Santa tiene un video para ti!",
  "filmReady.preview": "Dale a reproducir: Santa grabó un mensaje solo para ti.",
  "filmReady.intro":
    "Los duendes de Santa han terminado. Tu video está listo para ver, descargar y compartir.",
  "filmReady.childIntro": "Santa ha hecho un video solo para ti. ¡Pulsa el botón para verlo!",
  "filmReady.watch": "Ver el video de {child}",
  "filmReady.note":
    "El enlace es privado: quien lo tenga puede ver el video, así que compártelo solo con personas de confianza. Desde la misma página puedes descargar el video.",

  "signIn.subject": "Tu enlace para entrar en Magic Santa Video",
  "signIn.preview": "Entra para ver tus pedidos.",
  "signIn.intro":
    "Alguien, esperamos que tú, pidió entrar en Magic Santa Video con esta dirección de correo.",
  "signIn.button": "Entrar",
  "signIn.expiry": "El enlace sirve una sola vez, durante {minutes} minutos.",
  "signIn.ignore": "Si no lo pediste, ignora este correo: nadie puede entrar sin él.",

  "emailChange.subject": "{account} pide usar esta dirección de correo",
  "emailChange.preview": "Confirma solo si {account} es tu propia cuenta.",
  "emailChange.intro":
    "La cuenta de Magic Santa Video {account} pidió usar esta dirección en lugar de la suya. Conserva {account} hasta que se confirme el cambio.",
  "emailChange.sees":
    "Una vez confirmado, esa cuenta entra con esta dirección y sus correos llegan aquí. Ve sus propios pedidos, nunca los hechos antes con esta dirección: si los hay, el cambio se rechaza.",
  "emailChange.signedIn":
    "Para confirmar, abre el enlace en un navegador con la sesión de {account} iniciada.",
  "emailChange.button": "Confirmar esta dirección",
  "emailChange.expiry": "El enlace sirve una sola vez, durante {minutes} minutos.",
  "emailChange.ignore": "Si {account} no es tu cuenta, ignora este correo: no cambia nada.",
};
