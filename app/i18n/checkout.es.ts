// Spanish copy of the test-mode checkout page (spread into es.ts).
import type { checkoutEn } from "./checkout.en.ts";
import type { Translation } from "./translation.ts";

export const checkoutEs: Translation<typeof checkoutEn> = {
  "checkout.meta.title": "Pago de prueba {reference} | Magic Santa Video",
  "checkout.meta.description": "El pago en modo de prueba de la tienda: no se cobra dinero real.",
  "checkout.banner": "MODO DE PRUEBA — sin dinero real",
  "checkout.bannerText":
    "Esta tienda no está conectada a un proveedor de pagos. Elige si este pago se aprueba o se rechaza; no se pide ninguna tarjeta y no se cobra nada.",
  "checkout.title": "Paga tu pedido",
  "checkout.reference": "Referencia del pedido: {reference}",
  "checkout.films": "Videos de este pedido",
  "checkout.film": "Video de Santa para {name}",
  "checkout.total": "Total a pagar",
  "checkout.choose": "Simula el pago",
  "checkout.pay": "Pagar {total}",
  "checkout.decline": "Rechazar el pago",
  "checkout.notPayable": "Este pedido ya no está pendiente de pago.",
  "checkout.backToOrder": "Volver a tu pedido",
};
