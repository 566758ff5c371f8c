CREATE TABLE "bank_statement_matches" (
	"org_id" uuid NOT NULL,
	"account_key" text NOT NULL,
	"fitid" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"posted_on" date NOT NULL,
	"memo" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_matches_org_id_account_key_fitid_pk" PRIMARY KEY("org_id","account_key","fitid")
);
--> statement-breakpoint
CREATE TABLE "hauler_pix_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"key_kind" text NOT NULL,
	"key" text NOT NULL,
	"receiver_name" text NOT NULL,
	"city" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_org_id_invoice_id_invoices_org_id_id_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_org_id_payment_id_invoice_payments_org_id_id_fk" FOREIGN KEY ("org_id","payment_id") REFERENCES "public"."invoice_payments"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hauler_pix_settings" ADD CONSTRAINT "hauler_pix_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hauler_pix_settings" ADD CONSTRAINT "hauler_pix_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;