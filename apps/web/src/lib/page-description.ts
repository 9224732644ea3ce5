/**
 * Sets the page's <meta name="description"> while the calling page is shown (the server renders a
 * default one into index.html); the previous text comes back when the page goes.
 */
import { useEffect } from 'react';

export function usePageDescription(description?: string): void {
  useEffect(() => {
    const text = description?.trim();
    if (!text) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
