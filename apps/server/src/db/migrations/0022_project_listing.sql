ALTER TABLE "projects" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sale_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sale_type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "address_visibility" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "address_visible_from" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sale_terms" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_listing_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_listing_url" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_sync_status" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_last_sync_error" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_help_url" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_remote_ids" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "estatesales_busy_since" timestamp with time zone;