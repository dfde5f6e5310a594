// The table group (docs/table-tab.md) this browser visit is in, kept in sessionStorage for reloads:
// apart from data/visits.ts, which the guest page loads only once the guest acts in a group.
const GROUP_KEY = "draft_group_";

/** The group this browser visit belongs to at a venue's table (kept for reloads), or ''. */
export function savedGroup(link: string, table: string): string {
  try {
    return sessionStorage.getItem(GROUP_KEY + link + "/" + table) ?? "";
  } catch {
    return "";
  }
}

/** Remembers (or forgets, with '') the group of a venue's table for this browser visit. */
export function saveGroup(link: string, table: string, visitId: string): void {
  try {
    if (visitId) sessionStorage.setItem(GROUP_KEY + link + "/" + table, visitId);
    else sessionStorage.removeItem(GROUP_KEY + link + "/" + table);
  } catch {
    // Private mode: the group lasts for this page only.
  }
}
