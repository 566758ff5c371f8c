CREATE TYPE "public"."citation_status" AS ENUM('issued', 'defence_filed', 'upheld', 'cancelled', 'paid', 'overdue');--> statement-breakpoint
CREATE TYPE "public"."notice_channel" AS ENUM('in_person', 'email', 'whatsapp', 'public_notice');--> statement-breakpoint
CREATE TABLE "registry_bulletins" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" text NOT NULL,
	"reference_date" date NOT NULL,
	"period" text NOT NULL,
	"scheduled" boolean NOT NULL,
	"entries" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"csv" text NOT NULL,
	"generated_by" uuid,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registry_bulletins_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "citation_defences" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"city_org_id" uuid NOT NULL,
	"citation_id" uuid NOT NULL,
	"text" text NOT NULL,
	"file_ids" jsonb NOT NULL,
	"filed_by" uuid NOT NULL,
	"filed_by_name" text NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "citation_defences_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "citations" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer NOT NULL,
	"year" integer NOT NULL,
	"number" text NOT NULL,
	"municipality_id" text NOT NULL,
	"inspection_id" uuid,
	"placement_id" uuid,
	"offender_org_id" uuid NOT NULL,
	"offender_name" text NOT NULL,
	"offender_tax_id" text NOT NULL,
	"offender_address" text,
	"issued_place" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"facts" text NOT NULL,
	"article" text NOT NULL,
	"penalty" text NOT NULL,
	"fine_class" text,
	"amount_cents" integer,
	"fine" jsonb NOT NULL,
	"reincidence" boolean NOT NULL,
	"deadlines" jsonb NOT NULL,
	"defence_due_at" timestamp with time zone,
	"payment_due_at" timestamp with time zone,
	"inspector_user_id" uuid NOT NULL,
	"inspector_name" text NOT NULL,
	"inspector_post" text NOT NULL,
	"inspector_signature" text NOT NULL,
	"notice_channel" "notice_channel" NOT NULL,
	"notice_recipient" text,
	"noticed_at" timestamp with time zone NOT NULL,
	"notice_read_at" timestamp with time zone,
	"status" "citation_status" DEFAULT 'issued' NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citations_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "city_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"update_factor" numeric(8, 4),
	"upf_cents" integer,
	"annex" jsonb,
	"ctr_receipt_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citizen_reports" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cacamba_id" uuid NOT NULL,
	"cacamba_code" text NOT NULL,
	"cacamba_number" integer NOT NULL,
	"municipality_id" text,
	"city_org_id" uuid,
	"text" text NOT NULL,
	"contact" text,
	"lat" double precision,
	"lon" double precision,
	"photo" "bytea",
	"photo_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citizen_reports_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" text NOT NULL,
	"hauler_org_id" uuid NOT NULL,
	"placement_id" uuid,
	"cacamba_id" uuid,
	"cacamba_number" integer,
	"address" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"accuracy_m" double precision,
	"inspected_at" timestamp with time zone NOT NULL,
	"inspector_user_id" uuid NOT NULL,
	"inspector_name" text NOT NULL,
	"checklist" jsonb NOT NULL,
	"photo_file_ids" jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "registry_bulletins" ADD CONSTRAINT "registry_bulletins_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_defences" ADD CONSTRAINT "citation_defences_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_defences" ADD CONSTRAINT "citation_defences_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citation_defences" ADD CONSTRAINT "citation_defences_city_org_id_citation_id_citations_org_id_id_fk" FOREIGN KEY ("city_org_id","citation_id") REFERENCES "public"."citations"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_offender_org_id_orgs_id_fk" FOREIGN KEY ("offender_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_inspector_user_id_users_id_fk" FOREIGN KEY ("inspector_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_settings" ADD CONSTRAINT "city_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen_reports" ADD CONSTRAINT "citizen_reports_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen_reports" ADD CONSTRAINT "citizen_reports_city_org_id_orgs_id_fk" FOREIGN KEY ("city_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_hauler_org_id_orgs_id_fk" FOREIGN KEY ("hauler_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_user_id_users_id_fk" FOREIGN KEY ("inspector_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_bulletins_org_idx" ON "registry_bulletins" USING btree ("org_id","generated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_bulletins_scheduled_idx" ON "registry_bulletins" USING btree ("org_id","period") WHERE scheduled;--> statement-breakpoint
CREATE UNIQUE INDEX "citation_defences_once_idx" ON "citation_defences" USING btree ("city_org_id","citation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "citations_org_number_idx" ON "citations" USING btree ("org_id","year","seq");--> statement-breakpoint
CREATE INDEX "citations_org_status_idx" ON "citations" USING btree ("org_id","status","issued_at");--> statement-breakpoint
CREATE INDEX "citations_offender_idx" ON "citations" USING btree ("offender_org_id","status","issued_at");--> statement-breakpoint
CREATE INDEX "citizen_reports_org_idx" ON "citizen_reports" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "citizen_reports_city_idx" ON "citizen_reports" USING btree ("city_org_id","created_at");--> statement-breakpoint
CREATE INDEX "inspections_org_at_idx" ON "inspections" USING btree ("org_id","inspected_at");--> statement-breakpoint
CREATE INDEX "inspections_hauler_idx" ON "inspections" USING btree ("org_id","hauler_org_id");