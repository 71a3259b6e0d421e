CREATE TABLE "team_members" (
	"sub_user_id" text PRIMARY KEY NOT NULL,
	"admin_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_sub_user_id_user_id_fk" FOREIGN KEY ("sub_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_admin_idx" ON "team_members" USING btree ("admin_user_id","created_at");--> statement-breakpoint
-- Sub-users made before the team table existed become its members, active, as the admin named them.
INSERT INTO "team_members" ("sub_user_id", "admin_user_id", "display_name", "email", "is_active", "created_at")
SELECT s."user_id", s."admin_user_id", COALESCE(s."display_name", u."name"), u."email", true, u."created_at"
FROM "user_settings" s JOIN "user" u ON u."id" = s."user_id"
WHERE s."user_role" = 'sub_user' AND s."admin_user_id" IS NOT NULL
ON CONFLICT DO NOTHING;
