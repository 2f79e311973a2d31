// React Router framework mode: every page is rendered on the server.
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // With lazy route discovery the browser asks the server which routes an address has and never
  // loads the whole route table the build also writes as a file, which would name the console's
  // routes to anybody who fetched it (decision 062): it is not shipped.
  buildEnd({ viteConfig }) {
    const assets = path.join(viteConfig.root, "build", "client", "assets");
    for (const name of readdirSync(assets)) {
      if (/^manifest-[0-9a-f]+\.js$/.test(name)) rmSync(path.join(assets, name));
    }
  },
} satisfies Config;
