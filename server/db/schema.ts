// The shop's tables in the PostgreSQL dialect, one module per area; drizzle-kit reads them through
// this file and turns changes into migrations.
export * from "./schema/orders.ts";
export * from "./schema/accounts.ts";
export * from "./schema/email-changes.ts";
export * from "./schema/retention.ts";
export * from "./schema/names.ts";
export * from "./schema/lines.ts";
export * from "./schema/storage-marker.ts";
export * from "./schema/film-phrases.ts";
