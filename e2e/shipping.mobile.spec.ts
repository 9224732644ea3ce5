import { expect, test } from './fixtures';

// Issue 15: at 390 px the Shipping policy tables hid their Cost column (the only axe violation).
test('the Shipping policy tables fit a phone, every Cost cell on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/shipping');
  const tables = page.getByRole('table');
  await expect(tables.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  for (const table of await tables.all()) {
    for (const cell of await table.locator('tbody tr td:last-child').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  }
});
