// English copy of the operators' console (spread into en.ts; only sent to operators' pages under
// /console). Each screen keeps its own part: console-queue, console-order, console-actions,
// console-upload, console-dashboard, console-names.

/** The console's frame and what every screen shares: the navigation and the order states' names. */
export const consoleEn = {
  "console.meta.title": "Console | Magic Santa Video",
  "console.title": "Console",
  "console.nav": "Console",
  "console.nav.queue": "Orders",
  "console.nav.dashboard": "Dashboard",
  "console.nav.names": "Name library",
  "console.signedInAs": "Operator: {email}",
  "console.state.awaiting_payment": "Awaiting payment",
  "console.state.paid": "Paid",
  "console.state.in_production": "In production",
  "console.state.ready": "Ready",
  "console.state.delivered": "Delivered",
  "console.state.cancelled": "Cancelled",
  "console.state.refunded": "Refunded",
  "console.render.queued": "Queued",
  "console.render.rendering": "Rendering {percent}%",
  "console.render.ready": "Ready",
  "console.render.failed": "Failed",
  "console.render.none": "Not started",
  "console.language.en": "English",
  "console.language.es": "Spanish",
  "console.mode.automatic": "Automatic",
  "console.mode.manual": "Manual",
} as const;
