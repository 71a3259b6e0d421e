CREATE TABLE "analysis_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"created_by" text,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"blocked_reason" text,
	"mode" text NOT NULL,
	"enhance_photos" boolean DEFAULT false NOT NULL,
	"grouping" text NOT NULL,
	"total_images" integer NOT NULL,
	"received_images" integer DEFAULT 0 NOT NULL,
	"completed_images" integer DEFAULT 0 NOT NULL,
	"failed_images" integer DEFAULT 0 NOT NULL,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"estimated_completion_time" timestamp with time zone,
	"credits_used" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_job_photos" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"upload_id" uuid
);
--> statement-breakpoint
CREATE TABLE "analysis_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"client_file_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"original_filename" text,
	"photos" integer DEFAULT 1 NOT NULL,
	"error_code" text,
	"error_message" text,
	"item_id" uuid,
	"charge_key" text NOT NULL,
	"credit_transaction_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"processing_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_turns" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"last_claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_batches" ADD CONSTRAINT "analysis_batches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_job_photos" ADD CONSTRAINT "analysis_job_photos_job_id_analysis_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."analysis_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_job_photos" ADD CONSTRAINT "analysis_job_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_jobs" ADD CONSTRAINT "analysis_jobs_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_jobs" ADD CONSTRAINT "analysis_jobs_batch_id_analysis_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."analysis_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_jobs" ADD CONSTRAINT "analysis_jobs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_turns" ADD CONSTRAINT "queue_turns_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_batches_owner_created_idx" ON "analysis_batches" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analysis_batches_blocked_idx" ON "analysis_batches" USING btree ("owner_id") WHERE "analysis_batches"."status" = 'blocked';--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_job_photos_pk" ON "analysis_job_photos" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "analysis_job_photos_upload_idx" ON "analysis_job_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_jobs_batch_client_file_unique" ON "analysis_jobs" USING btree ("batch_id","client_file_id");--> statement-breakpoint
CREATE INDEX "analysis_jobs_batch_created_idx" ON "analysis_jobs" USING btree ("batch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "analysis_jobs_runnable_idx" ON "analysis_jobs" USING btree ("next_attempt_at","created_at") WHERE "analysis_jobs"."status" in ('pending', 'retrying');--> statement-breakpoint
CREATE INDEX "analysis_jobs_lease_idx" ON "analysis_jobs" USING btree ("lease_until") WHERE "analysis_jobs"."status" = 'processing';