// Every key of the console's dictionary parts: they reach the browser only on operators' pages.
import { consoleEn } from "./console.en.ts";
import { consoleActionsEn } from "./console-actions.en.ts";
import { consoleDashboardEn } from "./console-dashboard.en.ts";
import { consoleLinesEn } from "./console-lines.en.ts";
import { consoleNamesEn } from "./console-names.en.ts";
import { consoleOrderEn } from "./console-order.en.ts";
import { consoleQueueEn } from "./console-queue.en.ts";
import { consoleUploadEn } from "./console-upload.en.ts";

export const consoleKeys: readonly string[] = Object.keys({
  ...consoleEn,
  ...consoleQueueEn,
  ...consoleOrderEn,
  ...consoleActionsEn,
  ...consoleUploadEn,
  ...consoleDashboardEn,
  ...consoleNamesEn,
  ...consoleLinesEn,
});
