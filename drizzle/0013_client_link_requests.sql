CREATE TYPE "public"."client_link_status" AS ENUM('pending', 'accepted', 'refused');--> statement-breakpoint
CREATE TABLE "client_link_requests" (
	"org_id" uuid NOT NULL,
	"generator_org_id" uuid NOT NULL,
	"status" "client_link_status" DEFAULT 'pending' NOT NULL,
	"requested_name" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "client_link_requests_org_id_generator_org_id_pk" PRIMARY KEY("org_id","generator_org_id")
);
--> statement-breakpoint
DROP INDEX "orgs_kind_tax_id_uq";--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "managed_by_org_id" uuid;--> statement-breakpoint
-- Existing generators nobody has joined were registered by a hauler for a phone order: they become that
-- hauler's private records (the hauler that linked them first). Generators with members stand on their own.
UPDATE "orgs" SET "managed_by_org_id" = (SELECT hc."org_id" FROM "hauler_clients" hc WHERE hc."generator_org_id" = "orgs"."id" ORDER BY hc."created_at", hc."org_id" LIMIT 1) WHERE "orgs"."kind" = 'generator' AND NOT EXISTS (SELECT 1 FROM "memberships" m WHERE m."org_id" = "orgs"."id");--> statement-breakpoint
ALTER TABLE "client_link_requests" ADD CONSTRAINT "client_link_requests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_link_requests" ADD CONSTRAINT "client_link_requests_generator_org_id_orgs_id_fk" FOREIGN KEY ("generator_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_link_requests" ADD CONSTRAINT "client_link_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_link_requests" ADD CONSTRAINT "client_link_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_link_requests_generator_idx" ON "client_link_requests" USING btree ("generator_org_id","status");--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_managed_by_org_id_orgs_id_fk" FOREIGN KEY ("managed_by_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_managed_tax_id_uq" ON "orgs" USING btree ("managed_by_org_id","tax_id") WHERE "orgs"."managed_by_org_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_kind_tax_id_uq" ON "orgs" USING btree ("kind","tax_id") WHERE "orgs"."managed_by_org_id" is null;