ALTER TABLE "items" ADD COLUMN "analyzer_description" text;--> statement-breakpoint
-- Items the offline analyzer described before this column: its placeholder or its one-line reading of the
-- photo ("A set of 2 × cup. Marked UNI-T.") as the description's first paragraph, the person's notes after.
UPDATE "items" SET "analyzer_description" = split_part("description", E'\n\n', 1)
WHERE "analysis_provider" = 'local' AND "description" IS NOT NULL
  AND split_part("description", E'\n\n', 1) ~ '^((An item the offline analyzer could not identify\.|An? [^.\n]+\.)( Marked [^\n]+\.)?|Marked [^\n]+\.)$';
