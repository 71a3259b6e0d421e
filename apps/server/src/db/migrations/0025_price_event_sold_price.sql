ALTER TABLE "price_events" ADD COLUMN "sold_price" integer;--> statement-breakpoint
ALTER TABLE "price_events" ADD COLUMN "previous_sold_price" integer;