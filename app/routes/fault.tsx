// A deliberate failure, only where ENABLE_FAULT_ROUTE is set: it lets the tests and the operators
// see the error screen, its status and its log line exactly as a real failure produces them.
import { data } from "react-router";
import type { Route } from "./+types/fault";
import { services } from "../services-context.ts";

export function loader({ context }: Route.LoaderArgs) {
  if (!services(context).config.ENABLE_FAULT_ROUTE) throw data(null, { status: 404 });
  throw new Error("Deliberate failure from /__fault");
}

// A component, so the failure happens while rendering a page (a document request), not a resource.
export default function Fault() {
  return null;
}
