// One structured logger per process, importable from any module; its level comes from the parsed
// configuration, set once at start by the entry point (`setLogLevel`).
import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";

// Passing the logger down to every repository and route module would be noise, and reading the
// environment here would be a second configuration. But the server build bundles its own copy of
// this module, and Vite's dev server evaluates it again after an edit: so the instance is kept under
// a process-wide key, every copy hands out the same one, and the level set at start reaches them all.
const SHARED = Symbol.for("santa-films.logger");
const processWide = globalThis as typeof globalThis & { [SHARED]?: Logger };

export const logger: Logger = (processWide[SHARED] ??= pino({ level: "info" }));

export function setLogLevel(level: Config["LOG_LEVEL"]): void {
  logger.level = level;
}
