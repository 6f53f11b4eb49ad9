CREATE TABLE "product_facets" (
	"category_id" integer NOT NULL,
	"department_id" integer,
	"brand_id" integer,
	"in_stock" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL,
	"first_pt" text,
	"first_es" text,
	"first_system" text,
	"ndoc" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_cat_price_asc_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_stock_id_idx";--> statement-breakpoint
DROP INDEX "products_name_pt_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(search_text || ' ' || translate(search_text, '-./', '   '), ' '), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_facets_category_idx" ON "product_facets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "products_all_default_idx" ON "products" USING btree (("stock_qty" > 0) DESC,"id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_price_idx" ON "products" USING btree (("stock_qty" > 0) DESC,"price_usd","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_price_twin_idx" ON "products" USING btree (("stock_qty" > 0),"price_usd","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_pt_idx" ON "products" USING btree (("stock_qty" > 0) DESC,"name_pt","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_pt_twin_idx" ON "products" USING btree (("stock_qty" > 0),"name_pt","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_es_idx" ON "products" USING btree (("stock_qty" > 0) DESC,"name_es","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_all_es_twin_idx" ON "products" USING btree (("stock_qty" > 0),"name_es","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("category_id",("stock_qty" > 0) DESC,"price_usd","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_price_twin_idx" ON "products" USING btree ("category_id",("stock_qty" > 0),"price_usd","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_pt_idx" ON "products" USING btree ("category_id",("stock_qty" > 0) DESC,"name_pt","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_pt_twin_idx" ON "products" USING btree ("category_id",("stock_qty" > 0),"name_pt","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_es_idx" ON "products" USING btree ("category_id",("stock_qty" > 0) DESC,"name_es","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_es_twin_idx" ON "products" USING btree ("category_id",("stock_qty" > 0),"name_es","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_position_idx" ON "products" USING btree ("category_id","position","id" DESC) WHERE "products"."active" AND "products"."stock_qty" > 0;--> statement-breakpoint
CREATE INDEX "products_dep_default_idx" ON "products" USING btree ("department_id",("stock_qty" > 0) DESC,"id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_price_idx" ON "products" USING btree ("department_id",("stock_qty" > 0) DESC,"price_usd","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_price_twin_idx" ON "products" USING btree ("department_id",("stock_qty" > 0),"price_usd","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_pt_idx" ON "products" USING btree ("department_id",("stock_qty" > 0) DESC,"name_pt","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_pt_twin_idx" ON "products" USING btree ("department_id",("stock_qty" > 0),"name_pt","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_es_idx" ON "products" USING btree ("department_id",("stock_qty" > 0) DESC,"name_es","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_dep_es_twin_idx" ON "products" USING btree ("department_id",("stock_qty" > 0),"name_es","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_default_idx" ON "products" USING btree ("brand_id",("stock_qty" > 0) DESC,"id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand_id",("stock_qty" > 0) DESC,"price_usd","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_price_twin_idx" ON "products" USING btree ("brand_id",("stock_qty" > 0),"price_usd","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_pt_idx" ON "products" USING btree ("brand_id",("stock_qty" > 0) DESC,"name_pt","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_pt_twin_idx" ON "products" USING btree ("brand_id",("stock_qty" > 0),"name_pt","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_es_idx" ON "products" USING btree ("brand_id",("stock_qty" > 0) DESC,"name_es","id" DESC) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_es_twin_idx" ON "products" USING btree ("brand_id",("stock_qty" > 0),"name_es","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_position_idx" ON "products" USING btree ("brand_id","position","id" DESC) WHERE "products"."active" AND "products"."stock_qty" > 0;--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate functions or triggers); docs/decisions/0016-catalogue-queries.md.
-- Facet counts: every statement on products appends its net change per (category, department, brand, in stock).
-- Appending never waits on a counter row held by a concurrent checkout; compact_product_facets() folds the rows.
CREATE OR REPLACE FUNCTION product_facets_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facets (category_id, department_id, brand_id, in_stock, n)
    SELECT category_id, department_id, brand_id, stock_qty > 0, count(*) FROM new_rows WHERE active GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_facets (category_id, department_id, brand_id, in_stock, n)
    SELECT category_id, department_id, brand_id, stock_qty > 0, -count(*) FROM old_rows WHERE active GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO product_facets (category_id, department_id, brand_id, in_stock, n)
    SELECT c, d, b, s, sum(n) FROM (
      SELECT category_id AS c, department_id AS d, brand_id AS b, stock_qty > 0 AS s, 1 AS n FROM new_rows WHERE active
      UNION ALL
      SELECT category_id, department_id, brand_id, stock_qty > 0, -1 FROM old_rows WHERE active
    ) x GROUP BY c, d, b, s HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One row per combination again; safe to run from several replicas at once (a row deleted by one is skipped by the other).
CREATE OR REPLACE FUNCTION compact_product_facets() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM product_facets RETURNING *)
  INSERT INTO product_facets (category_id, department_id, brand_id, in_stock, n)
  SELECT category_id, department_id, brand_id, in_stock, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
$$;--> statement-breakpoint
-- Lexemes: first names only move down (LEAST ignores the NULLs of removals), document counts follow every
-- change; in lexeme order, so two writers take row locks in the same order. Stock changes touch nothing here.
CREATE OR REPLACE FUNCTION search_lexemes_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (lexeme, first_pt, first_es, first_system, ndoc)
    SELECT l.lexeme, min(r.name_pt), min(r.name_es), min(r.system_name), count(*)
    FROM new_rows r, unnest(r.search_words) l WHERE r.active GROUP BY l.lexeme ORDER BY l.lexeme
    ON CONFLICT (lexeme) DO UPDATE SET first_pt = LEAST(search_lexemes.first_pt, EXCLUDED.first_pt),
      first_es = LEAST(search_lexemes.first_es, EXCLUDED.first_es), first_system = LEAST(search_lexemes.first_system, EXCLUDED.first_system),
      ndoc = search_lexemes.ndoc + EXCLUDED.ndoc;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_lexemes s SET ndoc = s.ndoc - d.n
    FROM (SELECT l.lexeme, count(*) AS n FROM old_rows o, unnest(o.search_words) l WHERE o.active GROUP BY l.lexeme ORDER BY l.lexeme) d
    WHERE s.lexeme = d.lexeme;
  ELSE
    INSERT INTO search_lexemes (lexeme, first_pt, first_es, first_system, ndoc)
    SELECT lexeme, min(first_pt), min(first_es), min(first_system), sum(n) FROM (
      SELECT l.lexeme, r.name_pt::text AS first_pt, r.name_es::text AS first_es, r.system_name::text AS first_system, 1 AS n
      FROM new_rows r JOIN old_rows o ON o.id = r.id, unnest(r.search_words) l
      WHERE r.active AND (NOT o.active OR o.search_words <> r.search_words OR o.name_pt <> r.name_pt OR o.name_es <> r.name_es OR o.system_name <> r.system_name)
      UNION ALL
      SELECT l.lexeme, NULL, NULL, NULL, -1
      FROM new_rows r JOIN old_rows o ON o.id = r.id, unnest(o.search_words) l
      WHERE o.active AND (NOT r.active OR o.search_words <> r.search_words OR o.name_pt <> r.name_pt OR o.name_es <> r.name_es OR o.system_name <> r.system_name)
    ) x GROUP BY lexeme ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET first_pt = LEAST(search_lexemes.first_pt, EXCLUDED.first_pt),
      first_es = LEAST(search_lexemes.first_es, EXCLUDED.first_es), first_system = LEAST(search_lexemes.first_system, EXCLUDED.first_system),
      ndoc = search_lexemes.ndoc + EXCLUDED.ndoc;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_derived_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_facets;
  DELETE FROM search_lexemes;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO product_facets (category_id, department_id, brand_id, in_stock, n)
SELECT category_id, department_id, brand_id, stock_qty > 0, count(*) FROM products WHERE active GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO search_lexemes (lexeme, first_pt, first_es, first_system, ndoc)
SELECT l.lexeme, min(p.name_pt), min(p.name_es), min(p.system_name), count(*) FROM products p, unnest(p.search_words) l WHERE p.active GROUP BY l.lexeme;--> statement-breakpoint
CREATE TRIGGER products_facets_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_delta();--> statement-breakpoint
CREATE TRIGGER products_facets_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_delta();--> statement-breakpoint
CREATE TRIGGER products_facets_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facets_delta();--> statement-breakpoint
CREATE TRIGGER products_lexemes_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_change();--> statement-breakpoint
CREATE TRIGGER products_lexemes_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_change();--> statement-breakpoint
CREATE TRIGGER products_lexemes_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_change();--> statement-breakpoint
CREATE TRIGGER products_derived_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_derived_truncate();
