ALTER TABLE "films" ADD COLUMN "render_state" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "render_progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "render_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "render_error" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "captions_key" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "video_bytes" integer;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "rendered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "delivery_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "films_delivery_token_key" ON "films" USING btree ("delivery_token");--> statement-breakpoint
CREATE INDEX "films_render_state_idx" ON "films" USING btree ("render_state") WHERE "films"."render_state" in ('queued', 'rendering', 'failed');--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_render_state_check" CHECK ("films"."render_state" is null or "films"."render_state" in ('queued', 'rendering', 'ready', 'failed'));--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_render_progress_check" CHECK ("films"."render_progress" between 0 and 100);