CREATE TABLE "films" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"child_name" text NOT NULL,
	"age" smallint NOT NULL,
	"achievements" text,
	"eye_colour" text NOT NULL,
	"eye_colour_other" text,
	"hair_colour" text NOT NULL,
	"hair_colour_other" text,
	"wishes" text,
	"message" text,
	"child_email" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "films_age_check" CHECK ("films"."age" between 0 and 120),
	CONSTRAINT "films_position_check" CHECK ("films"."position" >= 1),
	CONSTRAINT "films_language_check" CHECK ("films"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"language" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('awaiting_payment', 'paid', 'in_production', 'ready', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('en', 'es')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."discount_cents" >= 0 and "orders"."subtotal_cents" >= "orders"."discount_cents" and "orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbox_language_check" CHECK ("outbox"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"film_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_position_check" CHECK ("photos"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "films_order_id_position_key" ON "films" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_external_id_key" ON "order_events" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "order_events_order_id_id_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_state_created_at_idx" ON "orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree (lower("buyer_email"));--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "photos_film_id_position_key" ON "photos" USING btree ("film_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_storage_key_key" ON "photos" USING btree ("storage_key");