// Spanish copy of signing in and out of the account.
import type { accountEn } from "./account.en.ts";
import type { Translation } from "./translation.ts";

export const accountEs: Translation<typeof accountEn> = {
  "account.signIn.title": "Entra en tu cuenta",
  "account.signIn.intro":
    "Sin contraseña: escribe el correo con el que hiciste tu pedido y te enviaremos un enlace para entrar. Todos los pedidos hechos con ese correo aparecen en tu cuenta.",
  "account.signIn.email": "Correo electrónico",
  "account.signIn.submit": "Envíame un enlace para entrar",
  "account.signIn.sentTitle": "Revisa tu bandeja de entrada",
  "account.signIn.sent":
    "Si {email} puede recibir correo, un enlace para entrar va en camino. Sirve una sola vez, durante {minutes} minutos.",
  "account.signIn.sentHint":
    "¿No llega en unos minutos? Mira en la carpeta de correo no deseado o pide un enlace nuevo.",
  "account.signIn.again": "Enviar otro enlace",
  "account.signIn.error.email": "Escribe un correo válido, como nombre@ejemplo.com.",
  "account.signIn.error.tooMany":
    "Demasiadas solicitudes para entrar desde tu conexión. Espera 15 minutos e inténtalo de nuevo.",
  "account.signIn.confirmTitle": "Entra en Magic Santa Video",
  "account.signIn.confirmText": "Pulsa el botón para entrar como {email} en este dispositivo.",
  "account.signIn.confirm": "Entrar",
  "account.signIn.invalidTitle": "Este enlace para entrar ya no funciona",
  "account.signIn.invalid":
    "Los enlaces para entrar sirven una sola vez, durante {minutes} minutos. Pide uno nuevo: es un momento.",
  "account.signIn.newLink": "Pedir un enlace nuevo",
  "account.signedInAs": "Sesión iniciada como {email}",
  "account.logout": "Cerrar sesión",
  "account.logoutEverywhere": "Cerrar sesión en todos los dispositivos",
  "account.loggedOut": "Has cerrado sesión.",
  "meta.signIn.title": "Entrar | Magic Santa Video",
};
