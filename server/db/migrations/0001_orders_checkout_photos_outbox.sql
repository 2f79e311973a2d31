ALTER TABLE "photos" ALTER COLUMN "film_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "position" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_session_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "draft_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_access_token_key" ON "orders" USING btree ("access_token");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_session_id_key" ON "orders" USING btree ("payment_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_key" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_token_key" ON "photos" USING btree ("token");--> statement-breakpoint
CREATE INDEX "photos_draft_key_idx" ON "photos" USING btree ("draft_key");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_claimed_check" CHECK (("photos"."film_id" is null) = ("photos"."position" is null));