// Spanish copy of the order form and its errors (spread into es.ts).
import type { orderEn } from "./order.en.ts";
import type { Translation } from "./translation.ts";

export const orderEs: Translation<typeof orderEn> = {
  "order.title": "Únete a la lista mágica de Santa",
  "order.description":
    "Cuéntale a Santa sobre tu hijo: su nombre, su edad, lo que hizo bien este año y lo que desea. Añade hasta {photos} fotos y elige inglés o español.",
  "order.price": "{price} por video, pago único",
  "order.soon":
    "Nuestro formulario de pedido abre aquí muy pronto. Mientras tanto, escríbenos y nuestros duendes te ayudarán:",
  "order.embedLoading": "Cargando el formulario de pedido…",
  "order.error.required": "Completa este campo.",
  "order.error.tooLong": "Es demasiado largo: acórtalo, por favor.",
  "order.error.age": "Escribe una edad de 0 a 120.",
  "order.error.email": "Escribe un correo válido, como nombre@ejemplo.com.",
  "order.error.choice": "Elige una de las opciones.",
  "order.error.adult": "Confirma que tienes 18 años o más.",
  "order.error.terms": "Acepta los términos y la política de privacidad.",
  "order.error.films": "Un pedido tiene de 1 a 10 videos.",
  "order.error.photos": "Añade hasta 10 fotos por video.",
};
