-- The inbox's search folds diacritics (shared/search-fold.ts), in its trigram index as in its query:
-- staff type "dvorakova" for Dvořáková, and it found nothing.
DROP INDEX "leads_search_idx";--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin (translate("name" || ' ' || "email", 'áäàâãåąÁÄÀÂÃÅĄčćçČĆÇďđĎĐéěëèêęÉĚËÈÊĘíïìîÍÏÌÎľĺłĽĹŁňńñŇŃÑóöòôõőÓÖÒÔÕŐřŕŘŔšśŠŚťŤúůüùûűÚŮÜÙÛŰýÿÝŸžźżŽŹŻ', 'aaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeiiiiiiiillllllnnnnnnoooooooooooorrrrssssttuuuuuuuuuuuuyyyyzzzzzz') gin_trgm_ops);