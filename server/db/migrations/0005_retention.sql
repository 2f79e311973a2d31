CREATE TABLE "film_erasures" (
	"film_id" uuid PRIMARY KEY NOT NULL,
	"details_deleted_at" timestamp with time zone,
	"film_deleted_at" timestamp with time zone,
	"delivery_token_hash" text,
	CONSTRAINT "film_erasures_film_after_details_check" CHECK ("film_erasures"."film_deleted_at" is null or "film_erasures"."details_deleted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"photos_deleted" integer DEFAULT 0 NOT NULL,
	"details_deleted" integer DEFAULT 0 NOT NULL,
	"films_deleted" integer DEFAULT 0 NOT NULL,
	"files_left" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "film_erasures" ADD CONSTRAINT "film_erasures_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_erasures_delivery_token_hash_idx" ON "film_erasures" USING btree ("delivery_token_hash");--> statement-breakpoint
CREATE INDEX "retention_runs_started_at_idx" ON "retention_runs" USING btree ("started_at");