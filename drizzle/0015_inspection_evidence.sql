ALTER TABLE "inspections" ADD COLUMN "position_source" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "no_photo_reason" text;