CREATE TYPE "public"."mtr_status" AS ENUM('queued', 'issued', 'received', 'cancelled', 'failed');--> statement-breakpoint
CREATE TYPE "public"."mtr_system" AS ENUM('sinir', 'sigor', 'feam', 'inea');--> statement-breakpoint
CREATE TABLE "mtr_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid,
	"mtr_id" uuid,
	"system" "mtr_system" NOT NULL,
	"operation" text NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"ms" integer NOT NULL,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mtr_cdfs" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"system" "mtr_system" NOT NULL,
	"number" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"mtr_count" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"issued_by" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mtr_cdfs_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "mtr_consents" (
	"org_id" uuid NOT NULL,
	"hauler_org_id" uuid NOT NULL,
	"granted_by" uuid NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"revoked_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "mtr_consents_org_id_hauler_org_id_pk" PRIMARY KEY("org_id","hauler_org_id")
);
--> statement-breakpoint
CREATE TABLE "mtr_credentials" (
	"org_id" uuid NOT NULL,
	"system" "mtr_system" NOT NULL,
	"login_tax_id" text NOT NULL,
	"company_tax_id" text NOT NULL,
	"unit_code" text NOT NULL,
	"password_sealed" text NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mtr_credentials_org_id_system_pk" PRIMARY KEY("org_id","system")
);
--> statement-breakpoint
CREATE TABLE "mtr_lookups" (
	"system" "mtr_system" NOT NULL,
	"list" text NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mtr_lookups_system_list_pk" PRIMARY KEY("system","list")
);
--> statement-breakpoint
CREATE TABLE "mtr_state_systems" (
	"uf" text PRIMARY KEY NOT NULL,
	"system" "mtr_system" NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mtr_waste_codes" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"waste_class" text NOT NULL,
	"material" text NOT NULL,
	"ibama_code" text NOT NULL,
	"nbr_class" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mtr_waste_codes_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "mtrs" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ctr_id" uuid NOT NULL,
	"system" "mtr_system" NOT NULL,
	"generator_org_id" uuid NOT NULL,
	"receiver_org_id" uuid NOT NULL,
	"status" "mtr_status" DEFAULT 'queued' NOT NULL,
	"number" text,
	"our_code" text NOT NULL,
	"facts" jsonb NOT NULL,
	"pdf_file_id" uuid,
	"uncertain" boolean DEFAULT false NOT NULL,
	"cancel_requested_at" timestamp with time zone,
	"cancel_reason" text,
	"receipt_requested_at" timestamp with time zone,
	"received_quantity" numeric(9, 3),
	"receipt_note" text,
	"receipt_synced_at" timestamp with time zone,
	"cdf_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mtrs_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "mtr_calls" ADD CONSTRAINT "mtr_calls_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ADD CONSTRAINT "mtr_cdfs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ADD CONSTRAINT "mtr_cdfs_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_consents" ADD CONSTRAINT "mtr_consents_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_consents" ADD CONSTRAINT "mtr_consents_hauler_org_id_orgs_id_fk" FOREIGN KEY ("hauler_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_consents" ADD CONSTRAINT "mtr_consents_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_consents" ADD CONSTRAINT "mtr_consents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_credentials" ADD CONSTRAINT "mtr_credentials_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_credentials" ADD CONSTRAINT "mtr_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_state_systems" ADD CONSTRAINT "mtr_state_systems_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtr_waste_codes" ADD CONSTRAINT "mtr_waste_codes_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_generator_org_id_orgs_id_fk" FOREIGN KEY ("generator_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_receiver_org_id_orgs_id_fk" FOREIGN KEY ("receiver_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mtr_calls_org_at_idx" ON "mtr_calls" USING btree ("org_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "mtr_cdfs_number_uq" ON "mtr_cdfs" USING btree ("org_id","system","number");--> statement-breakpoint
CREATE UNIQUE INDEX "mtr_waste_codes_rule_uq" ON "mtr_waste_codes" USING btree ("org_id","waste_class","material");--> statement-breakpoint
CREATE UNIQUE INDEX "mtrs_ctr_uq" ON "mtrs" USING btree ("org_id","ctr_id");--> statement-breakpoint
CREATE INDEX "mtrs_due_idx" ON "mtrs" USING btree ("next_attempt_at") WHERE "mtrs"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "mtrs_receiver_idx" ON "mtrs" USING btree ("receiver_org_id","status");--> statement-breakpoint
CREATE INDEX "mtrs_generator_idx" ON "mtrs" USING btree ("generator_org_id");