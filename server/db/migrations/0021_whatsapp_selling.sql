CREATE TABLE "cart_shares" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"currency_id" smallint NOT NULL,
	"total_minor" integer NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "on_duty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "last_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_shares" ADD CONSTRAINT "cart_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_shares_expires_idx" ON "cart_shares" USING btree ("expires_at");