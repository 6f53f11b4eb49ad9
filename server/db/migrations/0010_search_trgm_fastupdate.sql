-- Written by hand, as 0008 for the word index (drizzle-kit would drop and rebuild the index). The typo fallback
-- reads the trigram index's pending list whole on every search; a seed or import leaves ~200 pages in it at 100k
-- products. fastupdate off keeps it empty, and the clean-up moves what is already there into the index.
ALTER INDEX "products_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_trgm_idx');
