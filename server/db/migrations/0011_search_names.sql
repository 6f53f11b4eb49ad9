-- search_names: each lexeme of each active product with its names, kept by triggers beside search_lexemes, so a
-- name-sorted search can read each of its lexemes' products in name order (docs/decisions/0023-search-name-walk.md).
-- The indexes come after the backfill (one sorted build each instead of 1.2M inserts at 100k products).
CREATE TABLE "search_names" (
	"lexeme" text COLLATE "C" NOT NULL,
	"product_id" integer NOT NULL,
	"name_pt" varchar(200) NOT NULL,
	"name_es" varchar(200) NOT NULL
);
--> statement-breakpoint
INSERT INTO search_names (lexeme, product_id, name_pt, name_es)
SELECT l.lexeme, p.id, p.name_pt, p.name_es FROM products p, unnest(p.search_words) l WHERE p.active;--> statement-breakpoint
CREATE INDEX "search_names_pt_idx" ON "search_names" USING btree ("lexeme","name_pt","product_id" DESC);--> statement-breakpoint
CREATE INDEX "search_names_es_idx" ON "search_names" USING btree ("lexeme","name_es","product_id" DESC);--> statement-breakpoint
-- Inserts and deletes by statement (the seed's and imports' batches); a product's row is found again by its
-- lexemes, Portuguese name and id, the first index's key, so no index on product_id is needed.
CREATE OR REPLACE FUNCTION search_names_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_names (lexeme, product_id, name_pt, name_es)
    SELECT l.lexeme, r.id, r.name_pt, r.name_es FROM new_rows r, unnest(r.search_words) l WHERE r.active;
  ELSE
    DELETE FROM search_names n USING old_rows o, unnest(o.search_words) l
    WHERE o.active AND n.lexeme = l.lexeme AND n.name_pt = o.name_pt AND n.product_id = o.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One product's rows replaced when its words, names or visibility change (never on a sale or a price change).
CREATE OR REPLACE FUNCTION search_names_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_names n USING unnest(OLD.search_words) l
  WHERE OLD.active AND n.lexeme = l.lexeme AND n.name_pt = OLD.name_pt AND n.product_id = OLD.id;
  INSERT INTO search_names (lexeme, product_id, name_pt, name_es)
  SELECT l.lexeme, NEW.id, NEW.name_pt, NEW.name_es FROM unnest(NEW.search_words) l WHERE NEW.active;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_derived_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_facets;
  DELETE FROM search_lexemes;
  DELETE FROM search_names;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_names_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_names_change();--> statement-breakpoint
CREATE TRIGGER products_names_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_names_change();--> statement-breakpoint
CREATE TRIGGER products_names_update AFTER UPDATE OF active, search_text, name_pt, name_es ON products FOR EACH ROW
  WHEN ((OLD.active, OLD.search_words, OLD.name_pt, OLD.name_es) IS DISTINCT FROM (NEW.active, NEW.search_words, NEW.name_pt, NEW.name_es))
  EXECUTE FUNCTION search_names_row_change();
