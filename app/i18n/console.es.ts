// Spanish copy of the operators' console (spread into es.ts).
import type { consoleEn } from "./console.en.ts";
import type { Translation } from "./translation.ts";

export const consoleEs: Translation<typeof consoleEn> = {
  "console.meta.title": "Consola | Magic Santa Video",
  "console.title": "Consola",
  "console.nav": "Consola",
  "console.nav.queue": "Pedidos",
  "console.nav.dashboard": "Panel",
  "console.nav.names": "Biblioteca de nombres",
  "console.signedInAs": "Operador: {email}",
  "console.state.awaiting_payment": "Pendiente de pago",
  "console.state.paid": "Pagado",
  "console.state.in_production": "En producción",
  "console.state.ready": "Listo",
  "console.state.delivered": "Entregado",
  "console.state.cancelled": "Cancelado",
  "console.state.refunded": "Reembolsado",
  "console.render.queued": "En cola",
  "console.render.rendering": "Renderizando {percent} %",
  "console.render.ready": "Listo",
  "console.render.failed": "Falló",
  "console.render.none": "Sin empezar",
  "console.language.en": "Inglés",
  "console.language.es": "Español",
  "console.mode.automatic": "Automático",
  "console.mode.manual": "Manual",
};
