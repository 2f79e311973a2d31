// Whether this process is the development server (`node server/main.ts --dev`), settled before any
// library loads: better-auth, Express and React read NODE_ENV once, when first imported or created,
// and a server started without npm's scripts (systemd, a container, `node server/main.ts`) has none,
// which they would take for development (stack traces in error pages, insecure cookie names).
// Entry points import this module first (decision 022).

/** Started with `--dev`: Vite, no page cache, the outbox pages. Nothing in the environment turns it on. */
export const DEV_SERVER = process.argv.includes("--dev");

/** NODE_ENV as the environment set it, else `production` unless this is the development server. */
export function nodeEnvironment(current: string | undefined, dev: boolean): string {
  return current || (dev ? "development" : "production");
}

process.env.NODE_ENV = nodeEnvironment(process.env.NODE_ENV, DEV_SERVER);
