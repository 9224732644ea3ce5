/**
 * Reads and writes a JSON array under a local-storage key (the spec's 'cart' and 'wishlist'), and
 * follows changes made in other tabs.
 */
export type LoadResult<T> = { items: T[]; failed: boolean };

export function loadList<T>(key: string, isItem: (value: unknown) => value is T): LoadResult<T> {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return { items: [], failed: false };
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return { items: [], failed: true };
    const items = parsed.filter(isItem);
    return { items, failed: items.length !== parsed.length };
  } catch {
    return { items: [], failed: true };
  }
}

export function saveList<T>(key: string, items: T[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
}

export function onOtherTabChange(key: string, reload: () => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) reload();
  });
}
