CREATE TYPE "public"."extra_day_basis" AS ENUM('calendar', 'business');--> statement-breakpoint
CREATE TYPE "public"."price_waste_class" AS ENUM('A', 'B', 'C', 'D');--> statement-breakpoint
CREATE TABLE "price_rows" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_org_id" uuid,
	"size_m3" numeric(5, 2) NOT NULL,
	"waste_class" "price_waste_class" NOT NULL,
	"rental_cents" integer NOT NULL,
	"included_tonnes" numeric(7, 3) NOT NULL,
	CONSTRAINT "price_rows_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "price_rows_key" UNIQUE NULLS NOT DISTINCT("org_id","client_org_id","size_m3","waste_class")
);
--> statement-breakpoint
CREATE TABLE "price_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"included_days" integer NOT NULL,
	"extra_day_basis" "extra_day_basis" DEFAULT 'calendar' NOT NULL,
	"extra_day_cents" integer NOT NULL,
	"swap_cents" integer NOT NULL,
	"extra_trip_cents" integer NOT NULL,
	"relocation_cents" integer NOT NULL,
	"overweight_per_tonne_cents" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_surcharges" (
	"org_id" uuid NOT NULL,
	"municipality_id" text NOT NULL,
	"surcharge_cents" integer NOT NULL,
	CONSTRAINT "price_surcharges_org_id_municipality_id_pk" PRIMARY KEY("org_id","municipality_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waste_class" "price_waste_class" DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quoted_cents" integer;--> statement-breakpoint
ALTER TABLE "price_rows" ADD CONSTRAINT "price_rows_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rows" ADD CONSTRAINT "price_rows_client_org_id_orgs_id_fk" FOREIGN KEY ("client_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_settings" ADD CONSTRAINT "price_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_settings" ADD CONSTRAINT "price_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_surcharges" ADD CONSTRAINT "price_surcharges_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_surcharges" ADD CONSTRAINT "price_surcharges_org_id_price_settings_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."price_settings"("org_id") ON DELETE no action ON UPDATE no action;