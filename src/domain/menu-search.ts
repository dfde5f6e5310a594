// The guest menu's search (docs/storefront.md#search): filters dishes by title and description as
// the guest types. Any query is plain text: no pattern syntax, and a bounded amount of it is read.

/** The search field appears once a menu has more dishes than this. */
export const SEARCH_MIN_DISHES = 12;

/** The longest query read; anything typed beyond it is ignored (the field also stops there). */
export const MAX_QUERY_LENGTH = 80;

/** A query as compared: trimmed, lower-case, cut to MAX_QUERY_LENGTH, inner spaces collapsed. */
export function normalizeQuery(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH).trim().toLowerCase().replace(/\s+/g, " ");
}

/** Whether a dish matches a normalized query (every word appears in its title or description). */
export function matchesQuery(dish: { title: string; description: string }, normalized: string): boolean {
  if (!normalized) return true;
  const text = `${dish.title} ${dish.description}`.toLowerCase();
  return normalized.split(" ").every((word) => text.includes(word));
}
