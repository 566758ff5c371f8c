CREATE TYPE "public"."job_kind" AS ENUM('drop_off', 'swap', 'pick_up', 'dump');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('scheduled', 'en_route', 'done', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."order_channel" AS ENUM('client_portal', 'phone');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('open', 'scheduled', 'done', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."waste_kind" AS ENUM('rcc', 'bulky');--> statement-breakpoint
CREATE TYPE "public"."placement_status" AS ENUM('planned', 'placed', 'removed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."reminder_kind" AS ENUM('before_deadline', 'overdue');--> statement-breakpoint
CREATE TABLE "city_features" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" text NOT NULL,
	"source_id" text NOT NULL,
	"kind" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"properties" jsonb NOT NULL,
	"source" text NOT NULL,
	"attribution" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_features_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "driver_users" (
	"org_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "driver_users_org_id_driver_id_pk" PRIMARY KEY("org_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "job_submissions" (
	"org_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"job_id" uuid NOT NULL,
	"action" text NOT NULL,
	"result" jsonb NOT NULL,
	"submitted_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_submissions_org_id_idempotency_key_pk" PRIMARY KEY("org_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" "job_kind" NOT NULL,
	"order_id" uuid,
	"placement_id" uuid,
	"truck_id" uuid,
	"driver_id" uuid,
	"date" date NOT NULL,
	"window_start" text,
	"window_end" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" "job_status" DEFAULT 'scheduled' NOT NULL,
	"status_reason" text,
	"done_at" timestamp with time zone,
	"lat" double precision,
	"lon" double precision,
	"accuracy_m" double precision,
	"photo_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"generator_org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"size_m3" numeric(5, 2) NOT NULL,
	"waste_kind" "waste_kind" NOT NULL,
	"desired_from" date NOT NULL,
	"desired_until" date,
	"notes" text,
	"channel" "order_channel" NOT NULL,
	"status" "order_status" DEFAULT 'open' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "placement_reminders" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "placement_reminders_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"cacamba_id" uuid,
	"generator_org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"municipality_id" text NOT NULL,
	"footprint" jsonb NOT NULL,
	"facts" jsonb NOT NULL,
	"verdict" jsonb NOT NULL,
	"verdict_ok" boolean NOT NULL,
	"override_reason" text,
	"override_by" uuid,
	"status" "placement_status" DEFAULT 'planned' NOT NULL,
	"placed_at" timestamp with time zone,
	"full_at" timestamp with time zone,
	"hazard" boolean DEFAULT false NOT NULL,
	"hazard_since" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"deadline_article" text,
	"deadline_explanation" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "city_features" ADD CONSTRAINT "city_features_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_users" ADD CONSTRAINT "driver_users_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_users" ADD CONSTRAINT "driver_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_users" ADD CONSTRAINT "driver_users_org_id_driver_id_drivers_org_id_id_fk" FOREIGN KEY ("org_id","driver_id") REFERENCES "public"."drivers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_submissions" ADD CONSTRAINT "job_submissions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_submissions" ADD CONSTRAINT "job_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_submissions" ADD CONSTRAINT "job_submissions_org_id_job_id_jobs_org_id_id_fk" FOREIGN KEY ("org_id","job_id") REFERENCES "public"."jobs"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_truck_id_trucks_org_id_id_fk" FOREIGN KEY ("org_id","truck_id") REFERENCES "public"."trucks"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_driver_id_drivers_org_id_id_fk" FOREIGN KEY ("org_id","driver_id") REFERENCES "public"."drivers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_generator_org_id_orgs_id_fk" FOREIGN KEY ("generator_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_generator_org_id_site_id_sites_org_id_id_fk" FOREIGN KEY ("generator_org_id","site_id") REFERENCES "public"."sites"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_reminders" ADD CONSTRAINT "placement_reminders_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_reminders" ADD CONSTRAINT "placement_reminders_org_id_placement_id_placements_org_id_id_fk" FOREIGN KEY ("org_id","placement_id") REFERENCES "public"."placements"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_generator_org_id_orgs_id_fk" FOREIGN KEY ("generator_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_org_id_cacamba_id_cacambas_org_id_id_fk" FOREIGN KEY ("org_id","cacamba_id") REFERENCES "public"."cacambas"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_generator_org_id_site_id_sites_org_id_id_fk" FOREIGN KEY ("generator_org_id","site_id") REFERENCES "public"."sites"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "city_features_source_idx" ON "city_features" USING btree ("org_id","municipality_id","source_id");--> statement-breakpoint
CREATE INDEX "city_features_municipality_idx" ON "city_features" USING btree ("municipality_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_users_user_idx" ON "driver_users" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "jobs_org_date_idx" ON "jobs" USING btree ("org_id","date","truck_id","sequence");--> statement-breakpoint
CREATE INDEX "orders_org_status_idx" ON "orders" USING btree ("org_id","status","desired_from");--> statement-breakpoint
CREATE INDEX "orders_generator_idx" ON "orders" USING btree ("generator_org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_reminders_once_idx" ON "placement_reminders" USING btree ("org_id","placement_id","kind","deadline");--> statement-breakpoint
CREATE INDEX "placement_reminders_due_idx" ON "placement_reminders" USING btree ("due_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "placements_org_status_idx" ON "placements" USING btree ("org_id","status","deadline");--> statement-breakpoint
CREATE INDEX "placements_generator_idx" ON "placements" USING btree ("generator_org_id","status");