// One structured logger for the server, at the configured level.
import { pino } from "pino";
import { config } from "./config.ts";

export const logger = pino({ level: config.LOG_LEVEL });
