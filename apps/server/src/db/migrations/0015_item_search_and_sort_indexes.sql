-- Item search and filtered sorts without reading every row (README, Performance). pg_trgm is a contrib
-- extension of PostgreSQL (trusted since 13: the database owner may create it) and loaded into PGlite by
-- db/open-pglite.ts; drizzle-kit does not write CREATE EXTENSION, so this line is by hand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || E'\n' || coalesce(description, '') || E'\n' || coalesce(brand, '') || E'\n' || coalesce(model, '') || E'\n' || coalesce(notes, '') || E'\n' || coalesce(tag_code, ''))) STORED;--> statement-breakpoint
CREATE INDEX "items_owner_project_name_idx" ON "items" USING btree ("owner_id","project_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "items_owner_name_idx" ON "items" USING btree ("owner_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "items_owner_project_price_high_idx" ON "items" USING btree ("owner_id","project_id",coalesce("tag_price", -1),"id");--> statement-breakpoint
CREATE INDEX "items_owner_price_high_idx" ON "items" USING btree ("owner_id",coalesce("tag_price", -1),"id");--> statement-breakpoint
CREATE INDEX "items_owner_project_price_low_idx" ON "items" USING btree ("owner_id","project_id",coalesce("tag_price", 2147483647),"id");--> statement-breakpoint
CREATE INDEX "items_owner_price_low_idx" ON "items" USING btree ("owner_id",coalesce("tag_price", 2147483647),"id");--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=on,gin_pending_list_limit=64);--> statement-breakpoint
-- The new column and the index expressions have no statistics until the next ANALYZE, and the planner
-- guesses without them (PGlite's next one comes from db/planner-statistics.ts).
ANALYZE "items";