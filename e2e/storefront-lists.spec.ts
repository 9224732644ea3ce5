import { expect, test } from './fixtures';

// Issue 15: Journals and Accessories (10 of the catalogue's products) were missing from the
// Products dropdown, the footer, the category pills and the home collections.
const CATEGORIES = ['Trackers', 'Planners', 'Posters', 'Journals', 'Accessories'];

test('every category is reachable from the dropdown, the pills, the footer and the home page', async ({
  page,
}) => {
  await page.goto('/');
  const collections = page.getByRole('region', { name: 'Find your ritual' });
  for (const name of CATEGORIES)
    await expect(
      collections.getByRole('link', { name: new RegExp(`Shop ${name}`, 'i') }),
    ).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const name of CATEGORIES)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/products?category=${name.toLowerCase()}`,
    );

  await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
  const menu = page.getByRole('menu');
  for (const name of CATEGORIES) await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Journals' }).click();
  await expect(page).toHaveURL(/\/products\?category=journals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journals' })).toBeVisible();

  // The pills offer every category too, and Accessories lists accessories.
  const pills = page.getByRole('navigation', { name: 'Product categories' });
  for (const name of ['All', ...CATEGORIES])
    await expect(pills.getByRole('link', { name, exact: true })).toBeVisible();
  await pills.getByRole('link', { name: 'Accessories', exact: true }).click();
  await expect(page).toHaveURL(/category=accessories/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link').filter({ hasText: /./ }).first(),
  ).toBeVisible();
});
