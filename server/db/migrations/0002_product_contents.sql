CREATE TABLE "product_contents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"features_pt" text,
	"features_es" text,
	"details_html_pt" text,
	"details_html_es" text
);
--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing databases keep their texts: copy them over before the columns go.
INSERT INTO "product_contents" ("product_id", "features_pt", "features_es", "details_html_pt", "details_html_es")
  SELECT "id", "features_pt", "features_es", "details_html_pt", "details_html_es" FROM "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "features_pt";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "features_es";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "details_html_pt";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "details_html_es";