/** Search by option (record 042): the Ruling facet narrows the results, with scripts and without. */
import type { Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';

type SearchBody = {
  products: Product[];
  total: number;
  facets: { options: { name: string; values: { value: string; count: number }[] }[] };
};

const results = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

async function dottedJournals(request: import('@playwright/test').APIRequestContext) {
  const body = (await (
    await request.get('/api/products/search?q=journal&opt=Ruling%3ADotted')
  ).json()) as SearchBody;
  expect(body.total).toBeGreaterThan(0);
  expect(body.products.map((p) => p.slug)).toContain('dot-grid-bullet-journal-a5');
  return body;
}

test('filter search results by Ruling: Dotted, then clear it', async ({ page, request }) => {
  const expected = await dottedJournals(request);
  await page.goto('/search?q=journal');
  const count = page.getByText(/^\d+ products? found$/);
  await expect(count).toBeVisible();
  const before = await count.innerText();

  const ruling = page.getByRole('group', { name: 'Ruling' });
  await expect(ruling).toBeVisible();
  await ruling.getByRole('checkbox', { name: /^Dotted \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/[?&]opt=Ruling%3ADotted/);
  await expect(count).toHaveText(
    `${expected.total} ${expected.total === 1 ? 'product' : 'products'} found`,
  );
  await expect(results(page).getByRole('heading')).toHaveText(
    expected.products.map((p) => p.title),
  );
  // Its count ignores its own filter: Ruled still offers what choosing it would add.
  await expect(ruling.getByRole('checkbox', { name: /^Ruled \(\d+\)$/ })).not.toBeChecked();

  await page.reload();
  await expect(ruling.getByRole('checkbox', { name: /^Dotted/ })).toBeChecked();
  await ruling.getByRole('checkbox', { name: /^Dotted/ }).uncheck();
  await expect(page).toHaveURL(/\/search\?q=journal$/);
  await expect(count).toHaveText(before);
});

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a form: check Dotted, Apply filters, see the journal', async ({
    page,
    request,
  }) => {
    const expected = await dottedJournals(request);
    await page.goto('/search?q=journal');
    await page
      .getByRole('group', { name: 'Ruling' })
      .getByRole('checkbox', { name: /^Dotted/ })
      .check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]opt=Ruling%3ADotted/);
    await expect(page.getByText(/^\d+ products? found$/)).toHaveText(
      `${expected.total} ${expected.total === 1 ? 'product' : 'products'} found`,
    );
    await expect(results(page).getByRole('heading').first()).toHaveText(
      expected.products[0]!.title,
    );
  });
});
