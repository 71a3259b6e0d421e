CREATE TABLE "consignors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact" text,
	"payout_kind" text NOT NULL,
	"payout_bp" integer,
	"payout_flat_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignors_payout_rule" CHECK (("consignors"."payout_kind" = 'percent' and "consignors"."payout_bp" between 0 and 10000 and "consignors"."payout_flat_cents" is null) or ("consignors"."payout_kind" = 'flat' and "consignors"."payout_flat_cents" >= 0 and "consignors"."payout_bp" is null))
);
--> statement-breakpoint
CREATE TABLE "cash_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"sale_day" text NOT NULL,
	"opening_float_cents" integer NOT NULL,
	"expected_cents" integer NOT NULL,
	"counted_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"note" text,
	"counted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_counts_money" CHECK ("cash_counts"."opening_float_cents" >= 0 and "cash_counts"."counted_cents" >= 0 and "cash_counts"."difference_cents" = "cash_counts"."counted_cents" - "cash_counts"."expected_cents")
);
--> statement-breakpoint
CREATE TABLE "item_hold_items" (
	"hold_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	CONSTRAINT "item_hold_items_hold_id_item_id_pk" PRIMARY KEY("hold_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "item_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text DEFAULT 'hold' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"hold_until" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" text,
	"release_reason" text,
	"invoice_id" uuid,
	"content_hash" text NOT NULL,
	CONSTRAINT "item_holds_released" CHECK (("item_holds"."released_at" is null) = ("item_holds"."release_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "project_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_expenses_amount_positive" CHECK ("project_expenses"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"item_id" uuid,
	"first_line_id" uuid NOT NULL,
	"second_line_id" uuid NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "sale_conflicts_second_line_unique" UNIQUE("second_line_id"),
	CONSTRAINT "sale_conflicts_resolved" CHECK (("sale_conflicts"."resolution" is null) = ("sale_conflicts"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "sale_invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" uuid,
	"tag_code" text,
	"description" text NOT NULL,
	"tag_price_cents" integer,
	"day_discount_bp" integer,
	"listed_cents" integer,
	"price_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"consignor_id" uuid,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	"refund_reason" text,
	"refund_method" text,
	"conflict" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sale_invoice_lines_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "sale_invoice_lines_money" CHECK ("sale_invoice_lines"."price_cents" >= 0 and "sale_invoice_lines"."net_cents" between 0 and "sale_invoice_lines"."price_cents" and "sale_invoice_lines"."tax_cents" >= 0),
	CONSTRAINT "sale_invoice_lines_refund" CHECK (("sale_invoice_lines"."refunded_at" is null) = ("sale_invoice_lines"."refund_reason" is null) and ("sale_invoice_lines"."refunded_at" is null) = ("sale_invoice_lines"."refund_method" is null))
);
--> statement-breakpoint
CREATE TABLE "sale_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"customer_name" text,
	"customer_phone" text,
	"customer_email" text,
	"pickup_pending" boolean DEFAULT false NOT NULL,
	"picked_up_at" timestamp with time zone,
	"subtotal_cents" integer NOT NULL,
	"discount_kind" text,
	"discount_value" integer,
	"discount_cents" integer NOT NULL,
	"tax_bp" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"change_cents" integer NOT NULL,
	"rung_by" text,
	"rung_by_name" text NOT NULL,
	"device_id" text NOT NULL,
	"offline" boolean NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sale_day" text NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text,
	"content_hash" text NOT NULL,
	CONSTRAINT "sale_invoices_project_number_unique" UNIQUE("project_id","number"),
	CONSTRAINT "sale_invoices_number_positive" CHECK ("sale_invoices"."number" >= 1),
	CONSTRAINT "sale_invoices_figures" CHECK ("sale_invoices"."subtotal_cents" >= 0 and "sale_invoices"."discount_cents" between 0 and "sale_invoices"."subtotal_cents" and "sale_invoices"."tax_cents" >= 0 and "sale_invoices"."tax_bp" >= 0 and "sale_invoices"."total_cents" = "sale_invoices"."subtotal_cents" - "sale_invoices"."discount_cents" + "sale_invoices"."tax_cents" and "sale_invoices"."paid_cents" = "sale_invoices"."total_cents" and "sale_invoices"."change_cents" >= 0),
	CONSTRAINT "sale_invoices_discount" CHECK (("sale_invoices"."discount_kind" is null and "sale_invoices"."discount_value" is null and "sale_invoices"."discount_cents" = 0) or ("sale_invoices"."discount_kind" = 'percent' and "sale_invoices"."discount_value" between 0 and 10000) or ("sale_invoices"."discount_kind" = 'amount' and "sale_invoices"."discount_value" = "sale_invoices"."discount_cents")),
	CONSTRAINT "sale_invoices_voided" CHECK (("sale_invoices"."status" = 'voided') = ("sale_invoices"."voided_at" is not null and "sale_invoices"."void_reason" is not null)),
	CONSTRAINT "sale_invoices_pickup" CHECK ("sale_invoices"."picked_up_at" is null or "sale_invoices"."pickup_pending")
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tendered_cents" integer,
	"note" text,
	CONSTRAINT "sale_payments_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "sale_payments_amount_positive" CHECK ("sale_payments"."amount_cents" > 0),
	CONSTRAINT "sale_payments_tendered" CHECK ("sale_payments"."tendered_cents" is null or ("sale_payments"."method" = 'cash' and "sale_payments"."tendered_cents" >= "sale_payments"."amount_cents"))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sales_tax_bp" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client_name" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client_email" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "next_invoice_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "consignor_id" uuid;--> statement-breakpoint
ALTER TABLE "consignors" ADD CONSTRAINT "consignors_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignors" ADD CONSTRAINT "consignors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_counted_by_user_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_hold_items" ADD CONSTRAINT "item_hold_items_hold_id_item_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."item_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_hold_items" ADD CONSTRAINT "item_hold_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_hold_items" ADD CONSTRAINT "item_hold_items_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_holds" ADD CONSTRAINT "item_holds_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_holds" ADD CONSTRAINT "item_holds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_holds" ADD CONSTRAINT "item_holds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_holds" ADD CONSTRAINT "item_holds_released_by_user_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_holds" ADD CONSTRAINT "item_holds_invoice_id_sale_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sale_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_conflicts" ADD CONSTRAINT "sale_conflicts_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_conflicts" ADD CONSTRAINT "sale_conflicts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_conflicts" ADD CONSTRAINT "sale_conflicts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_conflicts" ADD CONSTRAINT "sale_conflicts_first_line_id_sale_invoice_lines_id_fk" FOREIGN KEY ("first_line_id") REFERENCES "public"."sale_invoice_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_conflicts" ADD CONSTRAINT "sale_conflicts_second_line_id_sale_invoice_lines_id_fk" FOREIGN KEY ("second_line_id") REFERENCES "public"."sale_invoice_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_conflicts" ADD CONSTRAINT "sale_conflicts_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_lines" ADD CONSTRAINT "sale_invoice_lines_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_lines" ADD CONSTRAINT "sale_invoice_lines_invoice_id_sale_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sale_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_lines" ADD CONSTRAINT "sale_invoice_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_lines" ADD CONSTRAINT "sale_invoice_lines_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_lines" ADD CONSTRAINT "sale_invoice_lines_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_rung_by_user_id_fk" FOREIGN KEY ("rung_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_voided_by_user_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_invoice_id_sale_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sale_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignors_project_idx" ON "consignors" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_counts_project_day_idx" ON "cash_counts" USING btree ("project_id","sale_day");--> statement-breakpoint
CREATE INDEX "item_hold_items_item_idx" ON "item_hold_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_holds_project_idx" ON "item_holds" USING btree ("project_id","hold_until");--> statement-breakpoint
CREATE INDEX "item_holds_invoice_idx" ON "item_holds" USING btree ("invoice_id") WHERE "item_holds"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "project_expenses_project_idx" ON "project_expenses" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_conflicts_project_idx" ON "sale_conflicts" USING btree ("project_id","detected_at");--> statement-breakpoint
CREATE INDEX "sale_invoice_lines_item_idx" ON "sale_invoice_lines" USING btree ("item_id") WHERE "sale_invoice_lines"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_invoices_project_day_idx" ON "sale_invoices" USING btree ("project_id","sale_day");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_tag_code_idx" ON "items" USING btree ("tag_code");--> statement-breakpoint
CREATE INDEX "items_consignor_idx" ON "items" USING btree ("consignor_id") WHERE "items"."consignor_id" is not null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sales_tax_bp_range" CHECK ("projects"."sales_tax_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_commission_bp_range" CHECK ("projects"."commission_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_next_invoice_number_positive" CHECK ("projects"."next_invoice_number" >= 1);