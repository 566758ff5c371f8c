CREATE TABLE "nfse_documents" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"substitutes_id" uuid,
	"environment" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"dps_id" text NOT NULL,
	"status" text NOT NULL,
	"signed_xml" text NOT NULL,
	"sending_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"rejection" jsonb,
	"access_key" text,
	"nfse_number" text,
	"nfse_xml" text,
	"authorised_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_text" text,
	"event_xml" text,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_documents_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "nfse_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"municipal_registration" text,
	"simples" text DEFAULT 'none' NOT NULL,
	"simples_iss_rate" numeric(4, 2),
	"simples_total_rate" numeric(5, 2),
	"series" text DEFAULT '1' NOT NULL,
	"environment" text DEFAULT 'restricted' NOT NULL,
	"auto_issue" boolean DEFAULT false NOT NULL,
	"default_trib_nac" text DEFAULT '070901' NOT NULL,
	"cert_ciphertext" text,
	"cert_cnpj" text,
	"cert_holder" text,
	"cert_not_before" timestamp with time zone,
	"cert_not_after" timestamp with time zone,
	"cert_uploaded_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_row_nfse" (
	"org_id" uuid NOT NULL,
	"price_row_id" uuid NOT NULL,
	"trib_nac" text NOT NULL,
	CONSTRAINT "price_row_nfse_org_id_price_row_id_pk" PRIMARY KEY("org_id","price_row_id")
);
--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_org_id_invoice_id_invoices_org_id_id_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_settings" ADD CONSTRAINT "nfse_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_settings" ADD CONSTRAINT "nfse_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_row_nfse" ADD CONSTRAINT "price_row_nfse_org_id_price_row_id_price_rows_org_id_id_fk" FOREIGN KEY ("org_id","price_row_id") REFERENCES "public"."price_rows"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_number_idx" ON "nfse_documents" USING btree ("org_id","environment","series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_dps_idx" ON "nfse_documents" USING btree ("dps_id","environment");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_access_key_idx" ON "nfse_documents" USING btree ("access_key");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_live_idx" ON "nfse_documents" USING btree ("org_id","invoice_id") WHERE status in ('signed','verifying','authorised') and substitutes_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_live_subst_idx" ON "nfse_documents" USING btree ("org_id","substitutes_id") WHERE status in ('signed','verifying','authorised') and substitutes_id is not null;--> statement-breakpoint
CREATE INDEX "nfse_documents_pending_idx" ON "nfse_documents" USING btree ("status","sending_until");