// Spanish copy of the order confirmation page (spread into es.ts).
import type { confirmationEn } from "./confirmation.en.ts";
import type { Translation } from "./translation.ts";

export const confirmationEs: Translation<typeof confirmationEn> = {
  "confirmation.meta.title": "Tu pedido {reference} | Magic Santa Video",
  "confirmation.meta.description": "El estado de tu pedido de video personalizado de Santa.",
  "confirmation.reference": "Referencia del pedido",
  "confirmation.title.awaiting": "Tu pedido está esperando el pago",
  "confirmation.title.confirming": "Estamos confirmando tu pago…",
  "confirmation.title.paid": "¡Gracias! Tu pedido está confirmado",
  "confirmation.title.delivered": "¡Tu video está listo!",
  "confirmation.title.cancelled": "Este pedido fue cancelado",
  "confirmation.title.refunded": "Este pedido fue reembolsado",
  "confirmation.cancelledPayment":
    "El pago se canceló y no se cobró nada. Tu pedido está guardado: paga cuando estés listo.",
  "confirmation.confirmingText":
    "El proveedor de pagos te ha devuelto a nuestra página; la confirmación suele llegar en segundos. Esta página se actualiza sola.",
  "confirmation.refresh": "Comprobar de nuevo",
  "confirmation.payNow": "Pagar {total} ahora",
  "confirmation.payFailed":
    "No pudimos contactar con el proveedor de pagos. No se cobró nada; inténtalo de nuevo.",
  "confirmation.paymentPending":
    "Tu pago bancario está en camino. Los bancos tardan unos días en confirmarlo; te escribiremos en cuanto llegue, así que no tienes que pagar nada más ahora.",
  "confirmation.rejected.already_paid":
    "Este pedido ya estaba pagado, así que no cobramos tu segundo pago: te lo devolvemos íntegro.",
  "confirmation.rejected.not_payable":
    "Este pedido se canceló antes de que llegara tu pago, así que no lo cobramos: te lo devolvemos íntegro.",
  "confirmation.rejected.amount_mismatch":
    "Tu pago no coincidía con el total de este pedido, así que no lo cobramos: te lo devolvemos íntegro. Puedes pagar de nuevo aquí abajo o escribirnos.",
  "confirmation.emailSent": "Te enviamos un correo de confirmación a {email}.",
  "confirmation.deliveredSent":
    "Enviamos el enlace privado a {email}. También puedes ver tu video desde esta página.",
  "confirmation.ordered": "Lo que pediste",
  "confirmation.film": "Video para {name}",
  "confirmation.filmDetails": "Edad {age} · en {language} · {photos}",
  "confirmation.photos.one": "1 foto",
  "confirmation.photos.other": "{count} fotos",
  "confirmation.language.en": "inglés",
  "confirmation.language.es": "español",
  "confirmation.subtotal": "Precio de los videos",
  "confirmation.discount": "Descuento por videos adicionales",
  "confirmation.total": "Total del pedido",
  "confirmation.next.title": "Qué pasa ahora",
  "confirmation.next.make":
    "Los duendes de Santa hacen cada video con el nombre, los detalles y las fotos de tu hijo.",
  "confirmation.next.deliver":
    "Te enviamos por correo un enlace privado para verlo y descargarlo, normalmente en {hours} horas y como máximo en {peakHours} horas en temporada alta.",
  "confirmation.next.keep": "Guarda el enlace de esta página: siempre muestra el estado de tu pedido.",
  "confirmation.help": "¿Preguntas? Indica tu referencia de pedido cuando nos escribas:",
  "confirmation.state.awaiting_payment": "Esperando el pago",
  "confirmation.state.paid": "Pagado",
  "confirmation.state.in_production": "En producción",
  "confirmation.state.ready": "Listo",
  "confirmation.state.delivered": "Entregado",
  "confirmation.state.cancelled": "Cancelado",
  "confirmation.state.refunded": "Reembolsado",
  "confirmation.status": "Estado",
};
