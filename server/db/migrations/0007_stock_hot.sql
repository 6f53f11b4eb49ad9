-- Set by hand before ADD COLUMN, whose table rewrite then leaves room on each page for a HOT copy of a row whose
-- indexed columns did not change (a sale that does not sell out); docs/decisions/0016-catalogue-queries.md.
ALTER TABLE "products" SET (fillfactor = 90);--> statement-breakpoint
DROP INDEX "products_all_default_idx";--> statement-breakpoint
DROP INDEX "products_all_price_idx";--> statement-breakpoint
DROP INDEX "products_all_price_twin_idx";--> statement-breakpoint
DROP INDEX "products_all_pt_idx";--> statement-breakpoint
DROP INDEX "products_all_pt_twin_idx";--> statement-breakpoint
DROP INDEX "products_all_es_idx";--> statement-breakpoint
DROP INDEX "products_all_es_twin_idx";--> statement-breakpoint
DROP INDEX "products_cat_default_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_twin_idx";--> statement-breakpoint
DROP INDEX "products_cat_pt_idx";--> statement-breakpoint
DROP INDEX "products_cat_pt_twin_idx";--> statement-breakpoint
DROP INDEX "products_cat_es_idx";--> statement-breakpoint
DROP INDEX "products_cat_es_twin_idx";--> statement-breakpoint
DROP INDEX "products_cat_position_idx";--> statement-breakpoint
DROP INDEX "products_dep_default_idx";--> statement-breakpoint
DROP INDEX "products_dep_price_idx";--> statement-breakpoint
DROP INDEX "products_dep_price_twin_idx";--> statement-breakpoint
DROP INDEX "products_dep_pt_idx";--> statement-breakpoint
DROP INDEX "products_dep_pt_twin_idx";--> statement-breakpoint
DROP INDEX "products_dep_es_idx";--> statement-breakpoint
DROP INDEX "products_dep_es_twin_idx";--> statement-breakpoint
DROP INDEX "products_brand_default_idx";--> statement-breakpoint
DROP INDEX "products_brand_price_idx";--> statement-breakpoint
DROP INDEX "products_brand_price_twin_idx";--> statement-breakpoint
DROP INDEX "products_brand_pt_idx";--> statement-breakpoint
DROP INDEX "products_brand_pt_twin_idx";--> statement-breakpoint
DROP INDEX "products_brand_es_idx";--> statement-breakpoint
DROP INDEX "products_brand_es_twin_idx";--> statement-breakpoint
DROP INDEX "products_brand_position_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock_qty > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_all_default_idx" ON "products" USING btree ("in_stock" DESC,"id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_price_idx" ON "products" USING btree ("in_stock" DESC,"price_usd","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_price_twin_idx" ON "products" USING btree ("in_stock","price_usd","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_pt_idx" ON "products" USING btree ("in_stock" DESC,"name_pt","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_pt_twin_idx" ON "products" USING btree ("in_stock","name_pt","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_es_idx" ON "products" USING btree ("in_stock" DESC,"name_es","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_es_twin_idx" ON "products" USING btree ("in_stock","name_es","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_default_idx" ON "products" USING btree ("category_id","in_stock" DESC,"id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("category_id","in_stock" DESC,"price_usd","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_price_twin_idx" ON "products" USING btree ("category_id","in_stock","price_usd","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_pt_idx" ON "products" USING btree ("category_id","in_stock" DESC,"name_pt","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_pt_twin_idx" ON "products" USING btree ("category_id","in_stock","name_pt","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_es_idx" ON "products" USING btree ("category_id","in_stock" DESC,"name_es","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_es_twin_idx" ON "products" USING btree ("category_id","in_stock","name_es","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_position_idx" ON "products" USING btree ("category_id","position","id" DESC) WHERE "products"."active" AND "products"."in_stock";--> statement-breakpoint
CREATE INDEX "products_dep_default_idx" ON "products" USING btree ("department_id","in_stock" DESC,"id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_price_idx" ON "products" USING btree ("department_id","in_stock" DESC,"price_usd","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_price_twin_idx" ON "products" USING btree ("department_id","in_stock","price_usd","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_pt_idx" ON "products" USING btree ("department_id","in_stock" DESC,"name_pt","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_pt_twin_idx" ON "products" USING btree ("department_id","in_stock","name_pt","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_es_idx" ON "products" USING btree ("department_id","in_stock" DESC,"name_es","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_es_twin_idx" ON "products" USING btree ("department_id","in_stock","name_es","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_default_idx" ON "products" USING btree ("brand_id","in_stock" DESC,"id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand_id","in_stock" DESC,"price_usd","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_price_twin_idx" ON "products" USING btree ("brand_id","in_stock","price_usd","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_pt_idx" ON "products" USING btree ("brand_id","in_stock" DESC,"name_pt","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_pt_twin_idx" ON "products" USING btree ("brand_id","in_stock","name_pt","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_es_idx" ON "products" USING btree ("brand_id","in_stock" DESC,"name_es","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_es_twin_idx" ON "products" USING btree ("brand_id","in_stock","name_es","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_position_idx" ON "products" USING btree ("brand_id","position","id" DESC) WHERE "products"."active" AND "products"."in_stock";--> statement-breakpoint
-- Written by hand from here on. The new column has no statistics until the next autoanalyze; plans need them.
ANALYZE "products";--> statement-breakpoint
-- PostgreSQL refuses column lists on triggers with transition tables, so updates get row triggers whose WHEN
-- skips every row that changes nothing they count: a sale that does not sell out fires neither.
CREATE OR REPLACE FUNCTION product_facets_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facets (category_id, department_id, brand_id, in_stock, n)
    SELECT category_id, department_id, brand_id, in_stock, count(*) FROM new_rows WHERE active GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO product_facets (category_id, department_id, brand_id, in_stock, n)
    SELECT category_id, department_id, brand_id, in_stock, -count(*) FROM old_rows WHERE active GROUP BY 1, 2, 3, 4;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Appends -1 for the row's old combination and +1 for its new one (never waits on a row another checkout holds).
CREATE OR REPLACE FUNCTION product_facets_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_facets (category_id, department_id, brand_id, in_stock, n)
  SELECT OLD.category_id, OLD.department_id, OLD.brand_id, OLD.in_stock, -1 WHERE OLD.active
  UNION ALL
  SELECT NEW.category_id, NEW.department_id, NEW.brand_id, NEW.in_stock, 1 WHERE NEW.active;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One product's lexemes, in lexeme order. A multi-row rename locks them product by product: only the seed and
-- imports write names, and they insert (statement trigger, one ordered pass).
CREATE OR REPLACE FUNCTION search_lexemes_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme, first_pt, first_es, first_system, ndoc)
  SELECT lexeme, min(first_pt), min(first_es), min(first_system), sum(n) FROM (
    SELECT l.lexeme, NEW.name_pt::text AS first_pt, NEW.name_es::text AS first_es, NEW.system_name::text AS first_system, 1 AS n
    FROM unnest(NEW.search_words) l WHERE NEW.active
    UNION ALL
    SELECT l.lexeme, NULL, NULL, NULL, -1 FROM unnest(OLD.search_words) l WHERE OLD.active
  ) x GROUP BY lexeme ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET first_pt = LEAST(search_lexemes.first_pt, EXCLUDED.first_pt),
    first_es = LEAST(search_lexemes.first_es, EXCLUDED.first_es), first_system = LEAST(search_lexemes.first_system, EXCLUDED.first_system),
    ndoc = search_lexemes.ndoc + EXCLUDED.ndoc;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER products_facets_update ON products;--> statement-breakpoint
DROP TRIGGER products_lexemes_update ON products;--> statement-breakpoint
CREATE TRIGGER products_facets_update AFTER UPDATE OF active, stock_qty, category_id, department_id, brand_id ON products FOR EACH ROW
  WHEN ((OLD.active, OLD.in_stock, OLD.category_id, OLD.department_id, OLD.brand_id) IS DISTINCT FROM (NEW.active, NEW.in_stock, NEW.category_id, NEW.department_id, NEW.brand_id))
  EXECUTE FUNCTION product_facets_row_change();--> statement-breakpoint
CREATE TRIGGER products_lexemes_update AFTER UPDATE OF active, search_text, name_pt, name_es, system_name ON products FOR EACH ROW
  WHEN ((OLD.active, OLD.search_words, OLD.name_pt, OLD.name_es, OLD.system_name) IS DISTINCT FROM (NEW.active, NEW.search_words, NEW.name_pt, NEW.name_es, NEW.system_name))
  EXECUTE FUNCTION search_lexemes_row_change();
