CREATE TABLE "invoice_counters" (
	"kind" varchar(3) NOT NULL,
	"establishment" varchar(3) NOT NULL,
	"point" varchar(3) NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_establishment_point_pk" PRIMARY KEY("kind","establishment","point")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(3) NOT NULL,
	"establishment" varchar(3) NOT NULL,
	"point" varchar(3) NOT NULL,
	"number" integer NOT NULL,
	"security_code" varchar(9) NOT NULL,
	"exchange_rate" numeric(18, 4),
	"credits_invoice_id" integer,
	"cdc" varchar(44),
	"status" varchar(30) DEFAULT 'pending' NOT NULL,
	"set_code" varchar(10),
	"set_message" text,
	"xml" text,
	"qr" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number_uq" ON "invoices" USING btree ("kind","establishment","point","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cdc_uq" ON "invoices" USING btree ("cdc");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("next_attempt_at") WHERE "invoices"."status" = 'pending';