-- Written by hand (drizzle-kit would drop and rebuild the index). A GIN index's pending list is read whole by
-- every search, and a seed or import leaves ~100 pages in it at 100k products (~1 ms per search); fastupdate off
-- keeps it empty, and the clean-up moves what is already there into the index (docs/decisions/0016).
ALTER INDEX "products_search_words_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_words_idx');
