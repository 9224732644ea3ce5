import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';

// Issue 15: the viewer zooms (click, and back) and moves with the arrow keys.
test('the image viewer zooms on a click and the arrow keys move between images', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  const product = products.find((p) => p.images.length >= 3)!;
  const count = product.images.length;
  await page.goto(`/products/${product._id}`);

  await page.getByRole('button', { name: `Open image 1 of ${count} full size` }).click();
  const viewer = page.getByRole('dialog', { name: product.title });
  await expect(viewer).toBeVisible();
  const first = viewer.getByRole('group', { name: `Image 1 of ${count}` });

  const original = page.waitForResponse(
    (r) => r.url().endsWith(`/image/products/${product.images[0]!.file}`) && r.ok(),
  );
  await first.getByRole('img').click();
  await original;
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await first.getByRole('img').click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('group', { name: `Image 2 of ${count}` })).toHaveAttribute(
    'class',
    /yarl__slide_current/,
  );
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The page now shows the image the viewer ended on.
  await expect(page.getByRole('button', { name: `Show image 2 of ${count}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
