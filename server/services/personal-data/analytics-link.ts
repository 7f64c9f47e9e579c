/**
 * The one place where a lead's link to its analytics visit will be exported and erased. Leads do
 * not link to analytics sessions yet (analytics in DuckDB keeps only salted daily visitor ids, no
 * address and no lead id); when a lead records its visit, read it in `analyticsLinkOf` and delete it
 * in `eraseAnalyticsLink`, and the export and the erasure pick both up.
 */
export async function analyticsLinkOf(_leadIds: string[]): Promise<null> {
  return null;
}

/** Removes the analytics link of these leads; answers how many links it removed (none yet). */
export async function eraseAnalyticsLink(_leadIds: string[]): Promise<number> {
  return 0;
}
