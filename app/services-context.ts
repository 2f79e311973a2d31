// The server's services (database, storage, payments) as React Router context for loaders and
// actions. The server build re-exports this key so the HTTP server sets the very same one.
import { createContext, type RouterContextProvider } from "react-router";
import type { Services } from "#server/services.ts";

export const servicesContext = createContext<Services>();

export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
