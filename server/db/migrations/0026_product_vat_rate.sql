ALTER TABLE "products" ADD COLUMN "vat_rate" varchar(6) DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" varchar(6) DEFAULT '10' NOT NULL;--> statement-breakpoint
-- Issue 27: Ley 6380's rates as the invoice codes them; anything else never reaches a DE.
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("vat_rate" IN ('10', '5', 'exento'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_vat_rate_check" CHECK ("vat_rate" IN ('10', '5', 'exento'));
