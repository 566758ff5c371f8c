ALTER TABLE "ctr_dossiers" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ctr_dossiers" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ctr_dossiers_unfinished_idx" ON "ctr_dossiers" USING btree ("lease_until") WHERE "ctr_dossiers"."status" in ('queued', 'running');