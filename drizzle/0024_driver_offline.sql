ALTER TABLE "job_submissions" ADD COLUMN "acted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "photo_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "contact_phone" text;