import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_TITLE, formatDocumentTitle, useDocumentTitle } from './document-title';

describe('document title', () => {
  it('reads "{Page} | Mindful Marks", or the shop default without a page', () => {
    expect(formatDocumentTitle('Your Cart')).toBe('Your Cart | Mindful Marks');
    expect(formatDocumentTitle('  ')).toBe(DEFAULT_DOCUMENT_TITLE);
    expect(formatDocumentTitle()).toBe(DEFAULT_DOCUMENT_TITLE);
  });

  it('follows the page title while the page is shown', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Blog' },
    });
    expect(document.title).toBe('Blog | Mindful Marks');
    rerender({ title: 'Contact' });
    expect(document.title).toBe('Contact | Mindful Marks');
  });
});
