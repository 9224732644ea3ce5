import { expect, test } from './fixtures';
import { signedInShopper } from './shop-steps';

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

test.describe('at 360 px, signed in', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the header keeps the account menu on screen without sideways scrolling', async ({
    page,
    request,
  }) => {
    await signedInShopper(page, request, 'narrow');
    for (const path of ['/', '/profile?query=orders', '/cart']) {
      await page.goto(path);
      const account = page.getByRole('button', { name: 'Account menu for Kiran' });
      const box = (await account.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(360);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        path,
      ).toBe(true);
    }
  });
});
