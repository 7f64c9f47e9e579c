-- The inbox's search folds diacritics (shared/search-fold.ts): staff type "dvorakova" for Dvořáková,
-- and it found nothing. The folded name and e-mail are a stored column the trigram index reads, so a
-- search's recheck does not fold every candidate again.
DROP INDEX "leads_search_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate("name" || ' ' || "email", 'áäàâãåąÁÄÀÂÃÅĄčćçČĆÇďđĎĐéěëèêęÉĚËÈÊĘíïìîÍÏÌÎľĺłĽĹŁňńñŇŃÑóöòôõőÓÖÒÔÕŐřŕŘŔšśŠŚťŤúůüùûűÚŮÜÙÛŰýÿÝŸžźżŽŹŻ', 'aaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeiiiiiiiillllllnnnnnnoooooooooooorrrrssssttuuuuuuuuuuuuyyyyzzzzzz')) STORED;--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);