/** Journeys fail on any console error or failed same-origin request the page did not expect. */
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Until a server-drawn page is hydrated, a click on it does nothing: the app marks the document
 * `data-interactive` once it answers input (apps/web/src/app/app.tsx).
 */
export const whenInteractive = (page: Page) =>
  page.locator('html[data-interactive]').waitFor({ state: 'attached' });

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every navigation to one of the shop's pages waits until the page answers input, as a
  // shopper's first tap effectively does.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isShopPage = await page.locator('#root').count();
      if (javaScriptEnabled !== false && isShopPage) await whenInteractive(page);
      return response;
    };
    await use(page);
  },
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
