CREATE TABLE "name_pronunciations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"name_key" text NOT NULL,
	"spelling" text NOT NULL,
	"respelling" text,
	"ipa" text,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_pronunciations_language_check" CHECK ("name_pronunciations"."language" in ('en', 'es')),
	CONSTRAINT "name_pronunciations_said_check" CHECK ("name_pronunciations"."respelling" is not null or "name_pronunciations"."ipa" is not null)
);
--> statement-breakpoint
ALTER TABLE "name_recordings" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "name_pronunciations_language_name_key_key" ON "name_pronunciations" USING btree ("language","name_key");