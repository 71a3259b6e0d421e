ALTER TABLE "projects" ADD COLUMN "estatesales_busy_token" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_create_pending_since" timestamp with time zone;