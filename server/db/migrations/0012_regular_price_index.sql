-- products.special: its category's flag (the XO line), so the regular catalogue has a partial index by price
-- (decision 0023). Set by a trigger on every insert and category change of a product, and followed when a
-- category's flag changes. The backfill runs before the index exists (no index entries to rewrite).
ALTER TABLE "products" ADD COLUMN "special" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE products p SET special = true FROM categories c WHERE c.id = p.category_id AND c.special;--> statement-breakpoint
CREATE INDEX "products_regular_price_idx" ON "products" USING btree ("in_stock" DESC,"price_usd","id" DESC) WHERE "products"."active" AND NOT "products"."special";--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_special_of_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.special := coalesce((SELECT c.special FROM categories c WHERE c.id = NEW.category_id), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_special BEFORE INSERT OR UPDATE OF category_id, special ON products FOR EACH ROW
  EXECUTE FUNCTION products_special_of_category();--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_special_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET special = NEW.special WHERE category_id = NEW.id AND special IS DISTINCT FROM NEW.special;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_special AFTER UPDATE OF special ON categories FOR EACH ROW
  WHEN (OLD.special IS DISTINCT FROM NEW.special) EXECUTE FUNCTION categories_special_to_products();
