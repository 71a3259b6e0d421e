ALTER TABLE "item_images" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "item_images" ADD COLUMN "photo_hash" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "items_owner_reviewed_idx" ON "items" USING btree ("owner_id","reviewed_at" DESC NULLS LAST) WHERE "items"."reviewed_at" is not null;