ALTER TYPE "public"."reminder_kind" ADD VALUE 'due_today';--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "pickup_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "pickup_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_pickup_requested_by_users_id_fk" FOREIGN KEY ("pickup_requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;