ALTER TABLE "orders" ADD COLUMN "paid_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
-- Orders paid before these columns: the latest checkout session is the best knowledge of the paying one.
UPDATE "orders" SET "paid_session_id" = "payment_session_id" WHERE "paid_at" IS NOT NULL;
