/**
 * Issue 26, record 041: the owner counts one variant's stock in the variant grid; the count is
 * saved as a recorded adjustment and the storefront's product answers it for that variant only.
 */
import type { Product } from '../packages/shared/src/product';
import { signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';

test('the owner edits a variant’s stock in the grid; the storefront shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const list = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  const product = list.products.find((p) => (p.variants?.length ?? 0) >= 4)!;
  expect(product, 'a seeded product with several variants').toBeTruthy();
  const [chosen, sibling] = product.variants!;
  const label = Object.values(chosen!.options).join(' / ');
  const count = chosen!.countInStock + 7;

  const owner = await browser.newPage();
  await signInAsOwner(owner, request);
  await owner.goto(`/admin/products/${product._id}`);
  const grid = owner.getByRole('region', { name: 'Variants grid' });
  await expect(grid.getByLabel(`SKU of ${label}`)).toHaveValue(chosen!.sku);
  await grid.getByLabel(`Stock of ${label}`).fill(String(count));
  await owner.getByRole('button', { name: 'Save variants' }).click();
  await expect(owner.getByText('Variants saved.')).toBeVisible();
  await expect(grid.getByLabel(`Stock of ${label}`)).toHaveValue(String(count));

  const read = async () =>
    (
      (await (await request.get(`/api/products/get-products/${product._id}`)).json()) as {
        products: Product;
      }
    ).products;
  const after = await read();
  expect(after.variants!.find((v) => v._id === chosen!._id)?.countInStock).toBe(count);
  expect(after.variants!.find((v) => v._id === sibling!._id)?.countInStock).toBe(
    sibling!.countInStock,
  );

  await grid.getByRole('button', { name: `Stock history of ${label}` }).click();
  const history = owner.getByRole('dialog', { name: `Stock history: ${label}` });
  await expect(history.getByText('Counted in the variant grid').first()).toBeVisible();
  await expect(history.getByText('+7').first()).toBeVisible();
});
