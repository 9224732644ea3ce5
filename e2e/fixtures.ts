/** Journeys fail on any console error or failed same-origin request the page did not expect. */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** For journeys that visit a missing page on purpose: the browser logs the 404s; nothing else may. */
export function acceptNotFoundErrors(errors: string[]) {
  const other = errors.filter((e) => !e.includes('status of 404'));
  errors.splice(0, errors.length, ...other);
}

export { expect };
