// Spanish copy of My Orders.
import type { accountOrdersEn } from "./account-orders.en.ts";
import type { Translation } from "./translation.ts";

export const accountOrdersEs: Translation<typeof accountOrdersEn> = {
  "account.orders.emptyTitle": "Aún no hay pedidos",
  "account.orders.emptyText": "¡Hagamos un poco de magia navideña!",
  "account.orders.create": "Crea tu primer pedido",

  "account.orders.title": "Pedido {reference}",
  "account.orders.placed": "Realizado el {date}",
  "account.orders.status": "Estado:",
  "account.orders.films": "Videos de este pedido",
  "account.orders.film": "Video para {name}",
  "account.orders.filmLanguage": "en {language}",
  "account.orders.total": "Total del pedido",
  "account.orders.progress": "Video en producción: {percent} % hecho",
  "account.orders.history": "Historial",
  "account.orders.actions": "Qué puedes hacer",

  "account.orders.event.order_created": "Pedido realizado",
  "account.orders.event.paid": "Pago recibido",
  "account.orders.event.cancelled": "Pedido cancelado",
  "account.orders.event.refunded": "Pedido cancelado y {amount} reembolsados",
  "account.orders.event.corrected": "Datos de {name} corregidos",
  "account.orders.event.correctedRemake": "Datos de {name} corregidos: el video se hará de nuevo",
  "account.orders.event.photos_deleted": "Fotos eliminadas ({count})",

  "account.orders.pay": "Pagar {total} ahora",
  "account.orders.cancel": "Cancelar el pedido",
  "account.orders.orderAgain": "Pedir de nuevo con los mismos niños",
  "account.orders.watch": "Ver el video para {name}",
  "account.orders.download": "Descargar el video para {name}",

  "account.orders.confirm.title": "¿Cancelar el pedido {reference}?",
  "account.orders.confirm.cancel": "El pedido se cancelará. No se ha cobrado nada.",
  "account.orders.confirm.refund":
    "El pedido se cancelará y te reembolsaremos {total} en la tarjeta con la que pagaste. Los bancos suelen mostrarlo en 5 a 10 días.",
  "account.orders.confirm.yes": "Sí, cancelar el pedido",
  "account.orders.confirm.no": "No, mantener mi pedido",

  "account.orders.photos.title": "Fotos",
  "account.orders.photos.none": "Sin fotos",
  "account.orders.photos.one": "1 foto",
  "account.orders.photos.other": "{count} fotos",
  "account.orders.photos.delete": "Eliminar las fotos",
  "account.orders.photos.afterDelivery":
    "Podrás eliminar las fotos después de la entrega: el video se está haciendo con ellas.",
  "account.orders.photos.confirm.title": "¿Eliminar las fotos del pedido {reference}?",
  "account.orders.photos.confirm.text":
    "Eliminaremos para siempre las fotos de este pedido ({photos}), con todas las copias que guardamos. No se puede deshacer.",
  "account.orders.photos.confirm.unpaid":
    "El pedido aún no está pagado: si lo pagas más tarde, el video se hará sin fotos.",
  "account.orders.photos.confirm.yes": "Sí, eliminar las fotos",
  "account.orders.photos.confirm.no": "No, conservar las fotos",

  "account.orders.correct.open": "Corregir los datos de {name}",
  "account.orders.correct.until": "Puedes corregir los datos de los niños hasta el {date}.",
  "account.orders.correct.remake": "El video ya se está haciendo: tras una corrección se hará de nuevo.",
  "account.orders.correct.closed": "Las 24 horas para corregir terminaron el {date}.",
  "account.orders.correct.submit": "Guardar las correcciones",
  "account.orders.correct.invalid": "Revisa los campos marcados.",

  "account.orders.result.cancelled": "El pedido {reference} está cancelado.",
  "account.orders.result.refunded": "El pedido {reference} está cancelado y tu dinero ya está en camino.",
  "account.orders.result.refundPending":
    "El pedido {reference} está cancelado. Hemos pedido el reembolso y llegará a tu tarjeta en unos días.",
  "account.orders.result.corrected": "Los datos de {name} están guardados.",
  "account.orders.result.correctedRemake": "Los datos de {name} están guardados: el video se hará de nuevo.",
  "account.orders.result.photosDeleted": "Las fotos del pedido {reference} se han eliminado.",
  "account.orders.error.notFound": "No encontramos este pedido en tu cuenta.",
  "account.orders.error.notAllowed":
    "Este pedido ya no se puede cambiar así. Abajo se muestra su estado actual.",
  "account.orders.error.windowPassed":
    "Ya pasaron las 24 horas tras el pago para corregir los datos, así que no se cambiaron. Escríbenos si algo no está bien.",
  "account.orders.error.filmRendering":
    "El vídeo se está haciendo ahora mismo con los datos que tenía, así que no se cambiaron. Inténtalo de nuevo en unos minutos, cuando esté listo.",
  "account.orders.error.refundFailed":
    "No se pudo hacer el reembolso en este momento, así que el pedido no se canceló. Inténtalo más tarde o escríbenos.",
  "account.orders.error.payFailed":
    "No pudimos contactar con el proveedor de pagos. No se cobró nada; inténtalo de nuevo.",
  "account.orders.error.photosInUse":
    "Las fotos no se pueden eliminar mientras el video se hace con ellas. Podrás eliminarlas después de la entrega.",
};
