CREATE TABLE "payment_events" (
	"event_id" varchar(80) PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_external_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"method" varchar(30),
	"lang" varchar(2) NOT NULL,
	"buyer_kind" varchar(10) NOT NULL,
	"return_url" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" varchar(80) NOT NULL,
	"body" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "template" varchar(40);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" varchar(30);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" varchar(30) DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_deliveries_due_idx" ON "sandbox_deliveries" USING btree ("next_attempt_at") WHERE "sandbox_deliveries"."delivered_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_uq" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pickup_code_uq" ON "orders" USING btree ("pickup_code");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."paid_at" IS NULL AND "orders"."released_at" IS NULL;