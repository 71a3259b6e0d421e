ALTER TABLE "item_images" ADD COLUMN "studio_display_key" text;--> statement-breakpoint
ALTER TABLE "item_images" ADD COLUMN "studio_thumb_key" text;--> statement-breakpoint
ALTER TABLE "item_images" ADD COLUMN "studio_width" integer;--> statement-breakpoint
ALTER TABLE "item_images" ADD COLUMN "studio_height" integer;--> statement-breakpoint
ALTER TABLE "item_images" ADD COLUMN "show_studio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_studio_whole" CHECK (("item_images"."studio_display_key" is null) = ("item_images"."studio_thumb_key" is null) and ("item_images"."studio_display_key" is null) = ("item_images"."studio_width" is null) and ("item_images"."studio_display_key" is null) = ("item_images"."studio_height" is null));--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_show_studio_exists" CHECK (not "item_images"."show_studio" or "item_images"."studio_display_key" is not null);