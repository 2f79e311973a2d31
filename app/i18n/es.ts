// Spanish interface copy, typed against the English dictionary so no key can be missing.
import type { Dictionary } from "./en.ts";
import { accountEs } from "./account.es.ts";
import { accountOrdersEs } from "./account-orders.es.ts";
import { accountProfileEs } from "./account-profile.es.ts";
import { accountExportEs } from "./account-export.es.ts";
import { checkoutEs } from "./checkout.es.ts";
import { confirmationEs } from "./confirmation.es.ts";
import { filmEs, filmStageEs } from "./film.es.ts";
import { devOutboxEs } from "./dev-outbox.es.ts";
import { orderEs } from "./order.es.ts";
import { photosEs } from "./photos.es.ts";
import { portraitEs } from "./portrait.es.ts";
import { consoleEs } from "./console.es.ts";
import { consoleQueueEs } from "./console-queue.es.ts";
import { consoleOrderEs } from "./console-order.es.ts";
import { consoleActionsEs } from "./console-actions.es.ts";
import { consoleUploadEs } from "./console-upload.es.ts";
import { consoleDashboardEs } from "./console-dashboard.es.ts";
import { consoleLinesEs } from "./console-lines.es.ts";
import { consoleNamesEs } from "./console-names.es.ts";
import { refusedEs } from "./refused.es.ts";

export const es: Dictionary = {
  "brand.name": "Magic Santa Video",
  "brand.tagline": "Videos personalizados de Santa Claus, hechos para tu hijo.",

  "skip.toContent": "Saltar al contenido principal",
  "nav.main": "Principal",
  "nav.home": "Inicio",
  "nav.order": "Pedir",
  "nav.account": "Cuenta",
  "nav.menu": "Menú",
  "nav.orderButton": "Pedir ahora",
  "nav.language": "Idioma",
  "nav.languageName.en": "Inglés",
  "nav.languageName.es": "Español",

  "hero.badge": "Solo {price}",
  "hero.title": "Un mensaje en video de Santa Claus, hecho solo para tu hijo",
  "hero.description":
    "Santa dice el nombre de tu hijo, habla de sus logros y sus deseos, y muestra sus fotos en su libro mágico. Un recuerdo de Navidad que verán una y otra vez.",
  "hero.order": "Crear el video de mi hijo",
  "hero.how": "Ver cómo funciona",
  "hero.secure": "Pago único y seguro",
  "hero.fast": "Normalmente entregado en {hours} horas",
  "hero.trust": "Más de {families} familias confían en nosotros",

  "how.title": "Cómo funciona",
  "how.subtitle": "Cuatro pasos sencillos, de tus datos al mensaje de Santa.",
  "how.step": "Paso {number}",

  "journey.title": "El viaje mágico de tu hijo",
  "journey.subtitle": "Lo que tu hijo ve y escucha en su video.",

  "countdown.title": "Cuenta regresiva para Navidad",
  "countdown.subtitle": "Pide con tiempo: el taller de Santa tiene más trabajo cada día.",
  "countdown.days.one": "Día",
  "countdown.days.other": "Días",
  "countdown.hours.one": "Hora",
  "countdown.hours.other": "Horas",
  "countdown.minutes.one": "Minuto",
  "countdown.minutes.other": "Minutos",
  "countdown.seconds.one": "Segundo",
  "countdown.seconds.other": "Segundos",

  "examples.title": "Videos de ejemplo",
  "examples.subtitle": "Mira algunos videos que Santa ya ha hecho.",
  "examples.watch": "Ver el ejemplo: {title}",
  "examples.watchCard": "Ver el ejemplo: {title}. Duración {duration}",
  "examples.duration": "Duración {duration}",
  "examples.close": "Cerrar",
  "examples.player": "Video de ejemplo: {title}",
  "examples.preparing": "Este video de ejemplo todavía se está preparando. Vuelve a intentarlo en un minuto.",

  "values.title": "Por qué nos eligen las familias",

  "testimonials.title": "Lo que dicen los padres",
  "testimonials.rating": "{rating} de 5 estrellas",

  "faq.title": "Preguntas frecuentes",
  "faq.subtitle": "Todo lo que preguntan los padres antes de pedir.",

  "cta.title": "Haz que esta Navidad sea inolvidable",
  "cta.description": "Unos minutos hoy, un recuerdo para muchos años. Santa está esperando saber de tu hijo.",
  "cta.button": "Pide tu video",

  "footer.quickLinks": "Enlaces rápidos",
  "footer.legal": "Legal",
  "footer.faqs": "Preguntas frecuentes",
  "footer.privacy": "Política de privacidad",
  "footer.terms": "Términos del servicio",
  "footer.contact": "Contáctanos",
  "footer.follow": "Síguenos",
  "footer.copyright": "© {year} {brand}. Todos los derechos reservados.",
  "footer.testPayments": "Modo de prueba: aquí los pagos son simulados y no se cobra dinero.",
  "social.facebook": "Facebook",
  "social.instagram": "Instagram",
  "social.youtube": "YouTube",

  "account.title": "Mi cuenta",
  "account.subtitle": "Tus pedidos y tus datos.",
  "account.tabs": "Secciones de la cuenta",
  "account.tab.orders": "Mis pedidos",
  "account.tab.profile": "Perfil",

  "legal.lastUpdated": "Última actualización: {date}",
  "legal.contents": "Contenido",

  "notFound.title": "¡Ups! Página no encontrada",
  "notFound.text": "La página que buscas se fue volando con los renos de Santa.",
  "notFound.home": "Volver al inicio",

  "error.title": "¡Error inesperado de la aplicación!",
  "error.text":
    "Algo salió mal de nuestro lado al mostrar esta página. Inténtalo de nuevo en un momento; si sigue pasando, escríbenos.",
  "error.home": "Volver al inicio",

  "meta.home.title": "Magic Santa Video: un video personalizado de Santa para tu hijo",
  "meta.home.description":
    "Santa le habla a tu hijo por su nombre, elogia su año y muestra sus fotos. Full HD, en inglés o español, entregado por correo. {price}.",
  "meta.order.title": "Pide un video personalizado de Santa | Magic Santa Video",
  "meta.order.description":
    "Únete a la lista mágica de Santa: cuéntale sobre tu hijo, añade fotos y recibe tu video por correo.",
  "meta.account.title": "Mi cuenta | Magic Santa Video",
  "meta.account.description": "Tus pedidos, tus datos y los perfiles guardados de tus hijos.",
  "meta.privacy.title": "Política de privacidad | Magic Santa Video",
  "meta.privacy.description": "Cómo recopilamos, usamos, protegemos y eliminamos los datos de tu familia.",
  "meta.terms.title": "Términos y condiciones | Magic Santa Video",
  "meta.terms.description": "Las condiciones para pedir y usar un video personalizado de Santa.",
  "meta.notFound.title": "Página no encontrada | Magic Santa Video",
  "meta.notFound.description": "Esta página no existe. Vuelve al inicio para pedir un video de Santa.",
  "meta.imageAlt": "El taller de Santa en una noche de nieve",
  ...orderEs,
  ...photosEs,
  ...portraitEs,
  ...checkoutEs,
  ...confirmationEs,
  ...filmEs,
  ...filmStageEs,
  ...devOutboxEs,
  ...accountEs,
  ...accountOrdersEs,
  ...accountProfileEs,
  ...accountExportEs,
  ...consoleEs,
  ...consoleQueueEs,
  ...consoleOrderEs,
  ...consoleActionsEs,
  ...consoleUploadEs,
  ...consoleDashboardEs,
  ...consoleNamesEs,
  ...consoleLinesEs,
  ...refusedEs,
};
