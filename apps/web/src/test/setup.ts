import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { checkConsoleErrors, startConsoleErrorTrap } from './console-error-trap';

// jsdom lacks layout APIs that the shell and Radix call; stubs keep tests quiet and deterministic.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
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
  checkConsoleErrors();
});
