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

/** For journeys that meet an HTTP error on purpose (a missing page, a declined card): the browser
 * logs those responses; nothing else may be logged. */
export function acceptHttpErrors(errors: string[], ...statuses: number[]) {
  const other = errors.filter((e) => !statuses.some((s) => e.includes(`status of ${s}`)));
  errors.splice(0, errors.length, ...other);
}

export const acceptNotFoundErrors = (errors: string[]) => acceptHttpErrors(errors, 404);

export { expect };
