import type { Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';

// Issue 15: images stopped at 800 px, the viewer did not zoom and the phone could not swipe.

/** A finger drawn across the screen from x0 to x1 at height y (Chrome's touch input). */
async function swipe(page: Page, y: number, x0: number, x1: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0) });
  for (let step = 1; step <= 8; step++) {
    const x = x0 + ((x1 - x0) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a shopper swipes between the images, taps one open, and taps to zoom into the 1600 px original', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  const product = products.find((p) => p.images.length >= 3)!;
  await page.goto(`/products/${product._id}`);

  const strip = page.getByRole('region', { name: `Images of ${product.title}` });
  await expect(
    page.getByRole('button', { name: 'Show image 1 of' + ` ${product.images.length}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  const box = (await strip.boundingBox())!;
  await swipe(page, box.y + box.height / 2, box.x + box.width * 0.8, box.x + box.width * 0.15);
  await expect(
    page.getByRole('button', { name: `Show image 2 of ${product.images.length}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: /Open image 2 of \d+ full size/ }).tap();
  const viewer = page.getByRole('dialog', { name: product.title });
  await expect(viewer).toBeVisible();
  const current = viewer.getByRole('group', { name: `Image 2 of ${product.images.length}` });
  await expect(current.getByRole('img')).toHaveAttribute('alt', product.images[1]!.alt);

  // A tap zooms in, drawn from the 1600 px original (a phone's dense screen already wants it).
  await current.getByRole('img').tap();
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await expect
    .poll(() =>
      current
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc),
    )
    .toMatch(new RegExp(`/image/products/${product.images[1]!.file}$`));
  await current.getByRole('img').first().tap();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

  await viewer.getByRole('button', { name: 'Close image viewer' }).tap();
  await expect(viewer).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
