CREATE TABLE "message_early_statuses" (
	"provider_message_id" text PRIMARY KEY NOT NULL,
	"delivery" "message_delivery" NOT NULL,
	"delivery_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
