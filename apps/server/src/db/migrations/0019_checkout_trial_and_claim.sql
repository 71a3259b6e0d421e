ALTER TABLE "checkout_sessions" ADD COLUMN "trial" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkout_sessions_customer_email_idx" ON "checkout_sessions" USING btree ("customer_email");