import type { Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';

type SearchBody = { products: Product[]; total: number };

const results = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

/** The price each result shows first (the price paid: the sale price when there is one). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await results(page).allInnerTexts();
  return texts.map((text) => Number(/₹(\d[\d,]*(?:\.\d{2})?)/.exec(text)![1]!.replace(/,/g, '')));
}

test('search from the header, filter, sort, list view, reload, reset', async ({
  page,
  request,
}, testInfo) => {
  const expected = (await (
    await request.get(
      '/api/products/search?q=planner&category=planners&priceBand=b2&sort=price-asc',
    )
  ).json()) as SearchBody;
  expect(expected.total).toBeGreaterThan(1);

  // The header search bar lands on /search.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search products' }).fill('planner');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=planner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByText('Showing results for “planner”')).toBeVisible();
  await expect(page).toHaveTitle('Search: planner | Mindful Marks');
  await expect(page.getByRole('searchbox', { name: 'Refine your search' })).toHaveValue('planner');
  const count = page.getByText(/^\d+ products? found$/);
  await expect(count).toBeVisible();

  // Category, then a price band: each goes into the URL and narrows the results.
  await page.getByRole('radio', { name: /^Planners \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/category=planners/);
  await page.getByRole('radio', { name: /^₹500 - ₹999 \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/category=planners&price=b2/);
  await expect(count).toHaveText(`${expected.total} products found`);
  await expect(results(page)).toHaveCount(expected.products.length);
  for (const card of await results(page).all()) {
    await expect(card.locator('p').first()).toHaveText(/^planners$/i);
  }

  // Sorted by price, low to high: the prices shown rise.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(results(page).getByRole('heading')).toHaveText(
    expected.products.map((p) => p.title),
  );
  const prices = await shownPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.screenshot({ path: testInfo.outputPath('search-1280-grid.png'), fullPage: true });

  // List view: wider rows with a description excerpt.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(results(page).first()).toContainText(expected.products[0]!.description.slice(0, 30));
  await page.screenshot({ path: testInfo.outputPath('search-1280-list.png'), fullPage: true });

  // A reload keeps everything, in the URL and on the screen.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('radio', { name: /^Planners/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^₹500 - ₹999/ })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(results(page).getByRole('heading')).toHaveText(
    expected.products.map((p) => p.title),
  );

  // Reset All clears the filters, keeping the text, sort and view; Back brings them back.
  await page.getByRole('button', { name: 'Reset All' }).click();
  await expect(page).toHaveURL(/\/search\?q=planner&sort=price-asc&view=list$/);
  await expect(page.getByRole('radio', { name: /^All \(/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^All Prices/ })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('radio', { name: /^₹500 - ₹999/ })).toBeChecked();

  // A filter with no matches shows the empty state; Reset Filters clears it.
  await page.getByRole('radio', { name: /^Posters \(0\)$/ }).check();
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/search\?q=planner&sort=price-asc&view=list$/);
  await expect(results(page).first()).toBeVisible();
});

test('the header search suggests products as one types; the keyboard picks one', async ({
  page,
  request,
}) => {
  const suggested = (await (await request.get('/api/products/suggest?q=gratit')).json()) as {
    products: { title: string }[];
  };
  const title = suggested.products[0]!.title;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('combobox', { name: 'Search products' });
  await input.pressSequentially('gratit', { delay: 40 });
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText(title);
  await expect(page.getByRole('option', { name: /See all results for/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', /item-0$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a misspelt word still finds products; nothing near offers the categories', async ({
  page,
}) => {
  await page.goto('/search?q=jurnal');
  await expect(page.getByText('Showing results for “journal”')).toBeVisible();
  await expect(page.getByText('You searched for “jurnal”')).toBeVisible();
  await expect(results(page).first()).toBeVisible();

  await page.goto('/search?q=journal%20qwxzv');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await page.getByRole('link', { name: 'journal', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=journal$/);
  await expect(results(page).first()).toBeVisible();

  await page.goto('/search?q=qwxzv');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: 'Planners' })).toHaveAttribute(
    'href',
    '/products?category=planners',
  );
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters fold behind a toggle and nothing overflows', async ({ page }, testInfo) => {
    await page.goto('/search?q=planner');
    await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Categories' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('radio', { name: /^Planners/ }).check();
    await expect(page).toHaveURL(/category=planners/);
    await page.screenshot({ path: testInfo.outputPath('search-390-filters.png'), fullPage: true });
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await page.screenshot({ path: testInfo.outputPath('search-390-list.png'), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
