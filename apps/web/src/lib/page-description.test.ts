import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageDescription } from './page-description';

const meta = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

afterEach(() => meta()?.remove());

describe('usePageDescription', () => {
  it('sets the served description while mounted and restores it after', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Served" />');
    const { rerender, unmount } = renderHook(({ text }) => usePageDescription(text), {
      initialProps: { text: 'First page' },
    });
    expect(meta()?.content).toBe('First page');
    rerender({ text: 'Second page' });
    expect(meta()?.content).toBe('Second page');
    unmount();
    expect(meta()?.content).toBe('Served');
  });

  it('adds the tag when the page has none and leaves it alone for an empty text', () => {
    const { unmount } = renderHook(() => usePageDescription('Only here'));
    expect(meta()?.content).toBe('Only here');
    unmount();
    expect(meta()).toBeNull();
    renderHook(() => usePageDescription(undefined));
    expect(meta()).toBeNull();
  });
});
