ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ready_by_staff_id_fk" FOREIGN KEY ("ready_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;