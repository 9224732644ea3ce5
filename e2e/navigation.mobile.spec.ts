import { expect, test } from './fixtures';

test('on a phone, the menu reaches a category and closes on navigation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /open menu/i }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Journals' }).click();
  await expect(page).toHaveURL(/\/products\?category=journals/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Journals' })).toBeVisible();
  // Nothing overflows sideways at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
