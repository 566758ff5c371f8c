ALTER TABLE "citations" ADD COLUMN "final_decision" text;--> statement-breakpoint
ALTER TABLE "citations" ADD COLUMN "final_noticed_at" timestamp with time zone;