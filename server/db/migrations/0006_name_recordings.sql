CREATE TABLE "name_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"name_key" text NOT NULL,
	"spellings" text[] NOT NULL,
	"duration_ms" integer NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_recordings_language_check" CHECK ("name_recordings"."language" in ('en', 'es')),
	CONSTRAINT "name_recordings_duration_check" CHECK ("name_recordings"."duration_ms" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "name_recordings_language_name_key_key" ON "name_recordings" USING btree ("language","name_key");