// Spanish words of "Download my data" (spread into es.ts).
import type { accountExportEn } from "./account-export.en.ts";
import type { Translation } from "./translation.ts";

export const accountExportEs: Translation<typeof accountExportEn> = {
  "export.video.notMade": "No se hizo",
  "export.video.inProduction": "En preparación",
  "export.video.made": "Hecho el {date}, de {seconds} segundos",
  "export.video.madeOn": "Hecho el {date}",
  "export.video.madeDeleted": "Hecho el {date}; eliminado después, como dice nuestra política de privacidad",
  "export.voice.recording": "grabaciones de nuestro Santa",
  "export.voice.offline": "una voz sintética generada en nuestro propio servidor",
  "export.voice.cloud": "Amazon Polly, un servicio de voz en la nube que recibió las palabras que decir",
  "export.voice.unknown": "No consta para este video",

  "export.event.checkout_started": "Se abrió la página de pago",
  "export.event.payment_declined": "Se rechazó un pago",
  "export.event.payment_pending": "Un pago espera la confirmación del banco",
  "export.event.payment_failed": "Un pago falló",
  "export.event.checkout_expired": "Se cerró una página de pago anterior",
  "export.event.payment_rejected": "Llegó un pago que el pedido no podía aceptar: se devuelve",
  "export.event.rejected_payment_refunded": "Ese pago se devolvió",
  "export.event.rejected_payment_refund_failed":
    "Ese pago no se pudo devolver automáticamente: lo devuelve nuestro equipo",
  "export.event.production_started": "Empezó la producción",
  "export.event.remake_started": "El video de {name} se está haciendo de nuevo",
  "export.event.film_ready": "Los videos están listos",
  "export.event.delivered": "Los videos se entregaron por correo electrónico",
  "export.event.refund_requested": "Se solicitó el reembolso de {amount}",
  "export.event.refund_failed": "El reembolso no se pudo hacer automáticamente: se ocupa nuestro equipo",
  "export.event.retention_details_deleted":
    "Fotos y datos de los niños eliminados, como dice nuestra política de privacidad (videos: {count})",
  "export.event.retention_film_deleted":
    "Videos eliminados, como dice nuestra política de privacidad ({count})",
  "export.event.render_requested": "Nuestro equipo pidió que el video de {name} se hiciera de nuevo",
  "export.event.film_uploaded": "Nuestro equipo añadió el video terminado de {name}",
  "export.event.email_resent": "Se volvió a enviar el correo de entrega",
  "export.event.link_reissued": "Se sustituyó el enlace privado al video de {name}",
  "export.event.other": "Ocurrió algo más con el pedido",

  "export.email.order_confirmation": "Confirmación del pedido",
  "export.email.sign_in_link": "Enlace para iniciar sesión",
  "export.email.email_change_link": "Enlace para confirmar una nueva dirección de correo",
  "export.email.film_ready": "Tus videos están listos",
  "export.email.other": "Un correo de la tienda",
} as const;
