ALTER TABLE "draft_orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD COLUMN "invite" jsonb;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD COLUMN "pickup_point_id" integer;