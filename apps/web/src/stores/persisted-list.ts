/**
 * Reads and writes a plain JSON array under a local-storage key (the spec's 'cart' and 'wishlist'),
 * and follows changes made in other tabs.
 */
export type LoadResult<T> = { items: T[]; failed: boolean };

/**
 * Loads the list. Anything unreadable — invalid JSON, not an array, or any entry of the wrong
 * shape — counts as a failed load: the list starts empty and the stored value is reset, so the
 * shopper sees the failure once instead of on every visit (spec section 8).
 */
export function loadList<T>(key: string, isItem: (value: unknown) => value is T): LoadResult<T> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    // Storage blocked (privacy settings): nothing to read, nothing to report.
    return { items: [], failed: false };
  }
  if (raw === null) return { items: [], failed: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isItem)) return { items: parsed, failed: false };
  } catch {
    // Invalid JSON: handled below like any other unreadable value.
  }
  saveList(key, []);
  return { items: [], failed: true };
}

export function saveList<T>(key: string, items: readonly T[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
}

/** Calls `reload` when another tab changes the key (or clears the whole storage). */
export function onOtherTabChange(key: string, reload: () => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) reload();
  });
}

/** Small shape checks shared by the stores' item guards. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
