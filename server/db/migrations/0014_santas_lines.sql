CREATE TABLE "line_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"words" text NOT NULL,
	"storage_key" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_recordings_language_check" CHECK ("line_recordings"."language" in ('en', 'es')),
	CONSTRAINT "line_recordings_duration_check" CHECK ("line_recordings"."duration_ms" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "line_recordings_language_words_key" ON "line_recordings" USING btree ("language","words");