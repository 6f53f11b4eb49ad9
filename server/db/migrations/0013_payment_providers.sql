ALTER TABLE "payment_events" ADD COLUMN "actor" varchar(200);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_currency_id" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instructions" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","gateway_reference");--> statement-breakpoint
CREATE INDEX "payments_pending_check_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'AGUARDANDO';