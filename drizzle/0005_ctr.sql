CREATE TYPE "public"."ctr_dossier_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."ctr_status" AS ENUM('issued', 'in_transit', 'received', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."receiver_kind" AS ENUM('att', 'recycling', 'rcc_landfill', 'pev');--> statement-breakpoint
CREATE TABLE "ctr_dossiers" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"status" "ctr_dossier_status" DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"error" text,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ctr_dossiers_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "ctr_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"receipt_overdue_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ctrs" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"public_code" text NOT NULL,
	"job_id" uuid,
	"status" "ctr_status" DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"generator_org_id" uuid,
	"generator_name" text NOT NULL,
	"generator_tax_id" text NOT NULL,
	"generator_address" text NOT NULL,
	"site_id" uuid,
	"origin_address" text NOT NULL,
	"origin_municipality_id" text NOT NULL,
	"hauler_name" text NOT NULL,
	"hauler_tax_id" text NOT NULL,
	"hauler_licence_number" text NOT NULL,
	"truck_id" uuid,
	"truck_plate" text NOT NULL,
	"driver_id" uuid,
	"driver_name" text NOT NULL,
	"cacamba_id" uuid,
	"cacamba_number" integer,
	"waste_kind" text NOT NULL,
	"waste_class" text NOT NULL,
	"material" text NOT NULL,
	"volume_m3" numeric(6, 2) NOT NULL,
	"receiver_org_id" uuid NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_tax_id" text NOT NULL,
	"receiver_licence_number" text NOT NULL,
	"receiver_kind" text NOT NULL,
	"receiver_address" text NOT NULL,
	"transporter_signature" jsonb NOT NULL,
	"generator_signature" jsonb,
	"receiver_signature" jsonb,
	"departed_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"received_by" uuid,
	"received_weight_t" numeric(7, 3),
	"received_volume_m3" numeric(6, 2),
	"received_class" text,
	"received_photo_file_id" uuid,
	"receipt_note" text,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"rejection_article" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ctrs_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "ctrs_public_code_unique" UNIQUE("public_code")
);
--> statement-breakpoint
CREATE TABLE "receiver_profiles" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"kind" "receiver_kind" NOT NULL,
	"address" text NOT NULL,
	"cep" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_valid_until" date,
	"accepted_classes" text[] NOT NULL,
	"accepted_kinds" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ctr_dossiers" ADD CONSTRAINT "ctr_dossiers_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_dossiers" ADD CONSTRAINT "ctr_dossiers_org_id_file_id_stored_files_org_id_id_fk" FOREIGN KEY ("org_id","file_id") REFERENCES "public"."stored_files"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_settings" ADD CONSTRAINT "ctr_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctrs" ADD CONSTRAINT "ctrs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctrs" ADD CONSTRAINT "ctrs_generator_org_id_orgs_id_fk" FOREIGN KEY ("generator_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctrs" ADD CONSTRAINT "ctrs_receiver_org_id_orgs_id_fk" FOREIGN KEY ("receiver_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctrs" ADD CONSTRAINT "ctrs_receiver_org_id_received_photo_file_id_stored_files_org_id_id_fk" FOREIGN KEY ("receiver_org_id","received_photo_file_id") REFERENCES "public"."stored_files"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_profiles" ADD CONSTRAINT "receiver_profiles_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ctr_dossiers_site_idx" ON "ctr_dossiers" USING btree ("org_id","site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ctrs_org_number_idx" ON "ctrs" USING btree ("org_id","year","seq");--> statement-breakpoint
CREATE INDEX "ctrs_org_issued_idx" ON "ctrs" USING btree ("org_id","issued_at");--> statement-breakpoint
CREATE INDEX "ctrs_org_job_idx" ON "ctrs" USING btree ("org_id","job_id");--> statement-breakpoint
CREATE INDEX "ctrs_receiver_idx" ON "ctrs" USING btree ("receiver_org_id","status","issued_at");--> statement-breakpoint
CREATE INDEX "ctrs_generator_idx" ON "ctrs" USING btree ("generator_org_id","site_id","issued_at");--> statement-breakpoint
CREATE INDEX "ctrs_municipality_idx" ON "ctrs" USING btree ("origin_municipality_id","issued_at");