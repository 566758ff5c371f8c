ALTER TABLE "mtrs" ADD COLUMN "receipt_change_answer" text;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "receipt_change_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "receipt_change_answered_by" uuid;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "receipt_change_answer_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mtrs" ADD CONSTRAINT "mtrs_receipt_change_answered_by_users_id_fk" FOREIGN KEY ("receipt_change_answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;