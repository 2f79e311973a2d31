// React Router framework mode: every page is rendered on the server.
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
} satisfies Config;
