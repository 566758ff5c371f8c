CREATE TYPE "public"."invoice_reminder_kind" AS ENUM('before_due', 'overdue');--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" "invoice_reminder_kind" NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_reminders_org_id_invoice_id_kind_pk" PRIMARY KEY("org_id","invoice_id","kind")
);
--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_org_id_invoice_id_invoices_org_id_id_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE no action ON UPDATE no action;