/** The header search row's id, for the toggle's aria-controls (kept apart: the row loads lazily). */
export const SEARCH_BAR_ID = 'header-search';
