// Spanish copy of the console's actions on an order (spread into es.ts).
import type { consoleActionsEn } from "./console-actions.en.ts";
import type { Translation } from "./translation.ts";

export const consoleActionsEs: Translation<typeof consoleActionsEn> = {
  "console.actions.title": "Acciones",
  "console.actions.confirm": "Estoy seguro",
  "console.actions.start": "Iniciar la producción",
  "console.actions.start.hint": "Pone en cola todos los videos de este pedido para el renderizador.",
  "console.actions.cancel": "Cancelar el pedido",
  "console.actions.cancel.confirm": "Cancelar este pedido sin pagar: el comprador ya no podrá pagarlo.",
  "console.actions.refund": "Cancelar y reembolsar",
  "console.actions.refund.confirm": "Devolver {total} al comprador y cancelar el pedido.",
  "console.actions.retryRefund": "Completar el reembolso interrumpido",
  "console.actions.retryRefund.hint":
    "Se pidió la devolución pero la respuesta nunca se registró. Volver a pedirla usa la misma solicitud, así que el comprador nunca recibe dos reembolsos.",
  "console.actions.resend": "Reenviar el correo de entrega",
  "console.actions.resend.hint": "Al comprador y a cada niño con dirección, con los mismos enlaces.",
  "console.actions.note": "Nota interna",
  "console.actions.note.hint": "Solo la ven los operadores, en el historial. Hasta {max} caracteres.",
  "console.actions.note.submit": "Añadir nota",
  "console.actions.film.title": "Acciones sobre el video de {name}",
  "console.actions.rerender": "Renderizar de nuevo",
  "console.actions.rerender.confirm":
    "Hacer de nuevo el video de {name}. El enlace de la familia sigue mostrando el video actual hasta que el nuevo esté listo.",
  "console.actions.reissue": "Sustituir el enlace privado",
  "console.actions.reissue.confirm": "El enlace que tiene la familia deja de funcionar en el acto.",
  "console.actions.correct.open": "Corregir los datos de {name}",
  "console.actions.correct.remake": "Al guardar, el video se hace de nuevo con los datos nuevos.",
  "console.actions.correct.invalid": "Corrige los campos marcados abajo.",
  "console.actions.correct.submit": "Guardar la corrección",
  "console.actions.result.started.one": "Producción iniciada: {count} video en cola.",
  "console.actions.result.started.other": "Producción iniciada: {count} videos en cola.",
  "console.actions.result.cancelled": "El pedido está cancelado.",
  "console.actions.result.refunded": "El pedido está reembolsado y cancelado.",
  "console.actions.result.refundPending": "El reembolso está en camino: el banco aún no lo ha confirmado.",
  "console.actions.result.refundFailed":
    "El proveedor de pagos rechazó el reembolso: el pedido sigue pagado. El historial dice por qué.",
  "console.actions.result.emailResent.one": "El correo de entrega sale de nuevo ({count} destinatario).",
  "console.actions.result.emailResent.other": "El correo de entrega sale de nuevo ({count} destinatarios).",
  "console.actions.result.noteAdded": "Nota añadida al historial.",
  "console.actions.result.rerender": "El video de {name} está en cola para hacerse de nuevo.",
  "console.actions.result.linkReissued":
    "El video de {name} tiene un enlace privado nuevo. El anterior ya no funciona.",
  "console.actions.result.linkReissued.resend":
    "Envía el enlace nuevo a la familia con el correo de entrega:",
  "console.actions.result.corrected": "Los datos de {name} están corregidos.",
  "console.actions.result.correctedRemake":
    "Los datos de {name} están corregidos y el video está en cola para hacerse de nuevo.",
  "console.actions.result.unchanged": "No cambió nada en los datos de {name}.",
  "console.actions.error.notAllowed":
    "El estado del pedido ya no lo permite. La página muestra lo que permite ahora.",
  "console.actions.error.unconfirmed": "Marca primero la confirmación: no se hizo nada.",
  "console.actions.error.note": "Una nota necesita entre 1 y {max} caracteres.",
  "console.actions.error.correction": "La corrección no se guardó: corrige los campos marcados.",
};
