/** The search page's price bands are in the shopper's currency (record 036). */
import type { Page } from '@playwright/test';
import { priceBandsIn } from '../packages/shared/src/search';
import { expect, test } from './fixtures';

type SearchBody = { total: number; facets: { priceBands: { label: string; count: number }[] } };

const priceRadios = (page: Page) =>
  page.getByRole('group', { name: 'Price Range' }).getByRole('radio');

/** The band radios' names without their counts, once every count has arrived. */
async function bandLabels(page: Page): Promise<string[]> {
  const radios = priceRadios(page);
  await expect(radios).toHaveCount(5);
  for (const radio of await radios.all()) await expect(radio).toHaveAccessibleName(/\(\d+\)$/);
  const names = await Promise.all(
    (await radios.all()).map((r) => r.evaluate((el) => el.closest('label')!.textContent!)),
  );
  return names.map((name) => name.replace(/\s*\(\d+\)$/, ''));
}

const labelsIn = (code: 'INR' | 'USD') => ['All Prices', ...priceBandsIn(code).map((b) => b.label)];

test('the search page bands are in rupees for INR and in dollars for USD', async ({
  page,
  request,
}) => {
  // The API answers in the currency asked, its band counts adding up to the total.
  for (const currency of ['INR', 'USD'] as const) {
    const body = (await (
      await request.get(`/api/products/search?currency=${currency}&pageSize=1`)
    ).json()) as SearchBody;
    expect(body.facets.priceBands.map((b) => b.label)).toEqual(labelsIn(currency).slice(1));
    expect(body.facets.priceBands.reduce((s, b) => s + b.count, 0)).toBe(body.total);
  }

  await page.goto('/search');
  await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();
  expect(await bandLabels(page)).toEqual(labelsIn('INR'));
  await expect(priceRadios(page).nth(2)).toHaveAccessibleName(/^₹500 - ₹999 \(\d+\)$/);

  // Switching to dollars redraws the bands in dollars, with their own counts.
  await page.getByRole('button', { name: /^Currency:/ }).click();
  await page.getByRole('menuitemradio', { name: /USD/ }).click();
  await expect(priceRadios(page).nth(1)).toHaveAccessibleName(/^Under \$10 \(\d+\)$/);
  expect(await bandLabels(page)).toEqual(labelsIn('USD'));

  // Choosing a band asks for it in dollars; the server renders the same bands on a reload.
  const asked = page.waitForRequest(
    (r) => r.url().includes('/api/products/search') && r.url().includes('priceBand=b2'),
  );
  await priceRadios(page).nth(2).check();
  await expect(page).toHaveURL(/price=b2/);
  expect(new URL((await asked).url()).searchParams.get('currency')).toBe('USD');
  await page.reload();
  await expect(priceRadios(page).nth(2)).toBeChecked();
  expect(await bandLabels(page)).toEqual(labelsIn('USD'));
});
