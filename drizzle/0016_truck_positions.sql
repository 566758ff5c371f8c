CREATE TABLE "truck_positions" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"truck_id" uuid,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_positions_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "truck_positions" ADD CONSTRAINT "truck_positions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_positions" ADD CONSTRAINT "truck_positions_org_id_job_id_jobs_org_id_id_fk" FOREIGN KEY ("org_id","job_id") REFERENCES "public"."jobs"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_positions" ADD CONSTRAINT "truck_positions_org_id_driver_id_drivers_org_id_id_fk" FOREIGN KEY ("org_id","driver_id") REFERENCES "public"."drivers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_positions" ADD CONSTRAINT "truck_positions_org_id_truck_id_trucks_org_id_id_fk" FOREIGN KEY ("org_id","truck_id") REFERENCES "public"."trucks"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "truck_positions_org_recorded_idx" ON "truck_positions" USING btree ("org_id","recorded_at");--> statement-breakpoint
CREATE INDEX "truck_positions_received_idx" ON "truck_positions" USING btree ("received_at");