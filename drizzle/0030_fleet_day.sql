CREATE TABLE "yards" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yards_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "shift_start" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "shift_end" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "break_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "cacamba_capacity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "home_yard_id" uuid;--> statement-breakpoint
ALTER TABLE "receiver_profiles" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "receiver_profiles" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "receiver_profiles" ADD COLUMN "opens_at" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "receiver_profiles" ADD COLUMN "closes_at" text DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "receiver_profiles" ADD COLUMN "unload_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "yards" ADD CONSTRAINT "yards_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "yards_org_name_idx" ON "yards" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "yards_one_default_idx" ON "yards" USING btree ("org_id") WHERE "yards"."is_default";--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_org_id_home_yard_id_yards_org_id_id_fk" FOREIGN KEY ("org_id","home_yard_id") REFERENCES "public"."yards"("org_id","id") ON DELETE no action ON UPDATE no action;