/**
 * The first-party funnel (issue 30, record 063): a shopper arrives from a campaign link of their
 * own (a utm_source no other journey uses), views a product and adds it to the cart; the storefront
 * reports it by beacon, and the owner's dashboard shows that source's visit, view and add in its
 * funnel. Named owner-* so it runs after admin-two-step.spec.ts, which needs the owner's first
 * sign-in.
 */
import type { Page, Request } from '@playwright/test';
import { signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';
import { inStockProducts, unique, whenInteractive } from './shop-steps';

/** The next batch of events the page sends (the reporter sends every 5 s, and on leaving). */
const nextBatch = (page: Page) =>
  page.waitForRequest((r: Request) => r.url().endsWith('/api/events'), { timeout: 20_000 });

test('the dashboard funnel shows a shopper who came from a campaign, viewed and added', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const campaign = `funnel-${unique()}`;
  const [product] = await inStockProducts(request);

  const shopper = await browser.newPage();
  const visited = nextBatch(shopper);
  await shopper.goto(`/?utm_source=${campaign}&utm_medium=email`);
  await whenInteractive(shopper);
  await visited;
  // The product's page: its view is reported once the reporter runs (when the browser is idle).
  const viewed = nextBatch(shopper);
  await shopper.goto(`/products/${product!._id}`);
  await whenInteractive(shopper);
  await viewed;
  await shopper
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(shopper.getByText(`${product!.title} added to your cart`)).toBeVisible();
  // Leaving the page sends what is left (pagehide).
  await shopper.close({ runBeforeUnload: true });

  await signInAsOwner(page, request);
  const funnel = page.getByRole('region', { name: 'Conversion funnel' });
  const sources = funnel.getByRole('table', { name: /^By source/ });
  const row = sources
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: campaign }) });
  // Visits, product views, added to cart: 1 each, and nothing further along. The last beacon may
  // land a moment after the page closed: the dashboard is read again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(funnel.getByRole('list', { name: 'Funnel steps' })).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText([/^1/, /^1/, /^1/, /^0/, /^0/, /^0/], {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
});
