// The route table.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("order", "routes/order.tsx"),
  route("account", "routes/account.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("__fault", "routes/fault.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
