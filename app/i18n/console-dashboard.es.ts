// Spanish copy of the console's dashboard screen (spread into es.ts).
import type { consoleDashboardEn } from "./console-dashboard.en.ts";
import type { Translation } from "./translation.ts";

export const consoleDashboardEs: Translation<typeof consoleDashboardEn> = {};
