CREATE TABLE "auth_attempts" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempts_window_ends_at_idx" ON "auth_attempts" USING btree ("window_ends_at");