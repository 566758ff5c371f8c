CREATE TYPE "public"."mtr_cdf_status" AS ENUM('queued', 'issued', 'failed');--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ALTER COLUMN "issued_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mtr_calls" ADD COLUMN "cdf_id" uuid;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ADD COLUMN "status" "mtr_cdf_status" DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mtr_cdfs" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "receipt_change_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mtrs" ADD COLUMN "receipt_change_synced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mtr_cdfs_due_idx" ON "mtr_cdfs" USING btree ("next_attempt_at") WHERE "mtr_cdfs"."next_attempt_at" is not null;