CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" varchar(20) NOT NULL,
	"to_phone" varchar(20) NOT NULL,
	"template" varchar(60) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"params" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_id" varchar(200),
	"delivery_status" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_updates_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_order_event_uq" ON "whatsapp_messages" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_pending_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_provider_idx" ON "whatsapp_messages" USING btree ("provider_id");