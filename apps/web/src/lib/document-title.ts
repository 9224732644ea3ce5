/** Document titles read "{Page} | Mindful Marks" (the API renders the same form into the HTML). */
import { SHOP_NAME } from '@shop/shared';
import { useEffect } from 'react';

export const DEFAULT_DOCUMENT_TITLE = `${SHOP_NAME} — Journals, Trackers, Planners & Posters`;

export function formatDocumentTitle(title?: string): string {
  const page = title?.trim();
  return page ? `${page} | ${SHOP_NAME}` : DEFAULT_DOCUMENT_TITLE;
}

/** Sets the tab title while the calling page is shown; pass nothing for the shop's default title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
