import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { checkConsoleErrors, startConsoleErrorTrap } from './console-error-trap';

// CI shares two cores with embedded databases and browsers: a role query over a whole page can
// take seconds there, so findBy/waitFor wait up to 5 s (the default 1 s failed the home page test).
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks layout APIs that the shell and Radix call; stubs keep tests quiet and deterministic.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
// Embla asks for media queries; jsdom has none, so no query matches (a test may stub its own).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  startConsoleErrorTrap();
});

afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  checkConsoleErrors();
});
