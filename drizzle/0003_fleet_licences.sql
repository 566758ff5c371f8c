CREATE TYPE "public"."licence_kind" AS ENUM('alvara_localizacao', 'tax_clearance', 'municipal_registration', 'environmental_licence', 'other');--> statement-breakpoint
CREATE TABLE "stored_files" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "cacamba_inspections" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cacamba_id" uuid NOT NULL,
	"inspected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rust" boolean NOT NULL,
	"structural_damage" boolean NOT NULL,
	"paint_legible" boolean NOT NULL,
	"standing_water_or_trash" boolean DEFAULT false NOT NULL,
	"notes" text,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"inspected_by" uuid NOT NULL,
	CONSTRAINT "cacamba_inspections_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "hauler_profiles" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"cep" text NOT NULL,
	"phone" text NOT NULL,
	"complaints_phone" text NOT NULL,
	"municipality_ids" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" "licence_kind" NOT NULL,
	"number" text NOT NULL,
	"municipality_id" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"document_file_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "cacambas" ADD COLUMN "length_m" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "cacambas" ADD COLUMN "width_m" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "cacambas" ADD COLUMN "height_m" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "cacambas" ADD COLUMN "markings" jsonb;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "capacity_t" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cacamba_inspections" ADD CONSTRAINT "cacamba_inspections_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cacamba_inspections" ADD CONSTRAINT "cacamba_inspections_org_id_cacamba_id_cacambas_org_id_id_fk" FOREIGN KEY ("org_id","cacamba_id") REFERENCES "public"."cacambas"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hauler_profiles" ADD CONSTRAINT "hauler_profiles_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_org_id_document_file_id_stored_files_org_id_id_fk" FOREIGN KEY ("org_id","document_file_id") REFERENCES "public"."stored_files"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cacamba_inspections_cacamba_idx" ON "cacamba_inspections" USING btree ("org_id","cacamba_id","inspected_at");--> statement-breakpoint
CREATE INDEX "licences_org_municipality_idx" ON "licences" USING btree ("org_id","municipality_id","kind","valid_until");