CREATE TABLE "storage_marker" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_marker_one_row" CHECK ("storage_marker"."id" = 1)
);
