import type { Page } from '@playwright/test';
import { computeInclusiveTotals } from '../packages/shared/src/cart-totals';
import { formatMoney } from '../packages/shared/src/currency';
import { fromMinor, toMinor } from '../packages/shared/src/money';
import { effectivePrice } from '../packages/shared/src/pricing';
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';
import { whenInteractive } from './shop-steps';

type ListBody = { products: Product[] };

// Each journey visits several product pages: allow more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function catalogue(request: import('@playwright/test').APIRequestContext) {
  const products = ((await (await request.get('/api/products/get-products')).json()) as ListBody)
    .products;
  return { products };
}

async function addFromProductPage(page: Page, product: Product, quantity = 1) {
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await whenInteractive(page);
  for (let i = 1; i < quantity; i += 1)
    await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(
    page.getByText(
      new RegExp(`${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} added to your cart`),
    ),
  ).toBeVisible();
}

async function saveFromProductPage(page: Page, product: Product) {
  await page.goto(`/products/${product._id}`);
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
}

test('cart: add from product pages, change quantities, remove, and the totals match the shared rule', async ({
  page,
  request,
}) => {
  const { products } = await catalogue(request);
  const first = products.find((p) => p.countInStock >= 10)!;
  const second = products.find(
    (p) => p._id !== first._id && p.countInStock >= 2 && p.salePrice !== null,
  )!;

  await addFromProductPage(page, first, 2);
  await addFromProductPage(page, second);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await page.getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page).toHaveTitle('Cart | Mindful Marks');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText('Review your items and proceed to checkout')).toBeVisible();

  const quantity = (p: Product) => page.getByRole('spinbutton', { name: `Quantity of ${p.title}` });
  const minus = (p: Product) =>
    page.getByRole('button', { name: `Decrease quantity of ${p.title}` });
  const plus = (p: Product) =>
    page.getByRole('button', { name: `Increase quantity of ${p.title}` });

  await expect(quantity(first)).toHaveValue('2');
  await expect(minus(second)).toBeDisabled();
  await plus(second).click();
  await expect(quantity(second)).toHaveValue('2');
  await minus(first).click();
  await expect(quantity(first)).toHaveValue('1');
  await expect(minus(first)).toBeDisabled();
  for (let i = 1; i < 10; i += 1) await plus(first).click();
  await expect(quantity(first)).toHaveValue('10');
  await expect(plus(first)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Cart, 12 items' })).toBeVisible();

  await page.getByRole('button', { name: `Remove, ${second.title}` }).click();
  await expect(page.getByRole('article', { name: second.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 10 items' })).toBeVisible();

  // An item opens its product page from the cart.
  await expect(
    page.getByRole('article', { name: first.title }).getByRole('link', { name: first.title }),
    // The line links to the variant it holds (record 043).
  ).toHaveAttribute('href', new RegExp(`^/products/${first._id}\\?variant=[0-9a-f-]{36}$`));

  // Rupee prices with GST inside (record 036): the lines' sum, in whole rupees, and the GST it holds.
  const totals = computeInclusiveTotals(
    [{ unitMinor: toMinor(effectivePrice(first)), quantity: 10, taxPercent: first.taxPercent }],
    0,
    true,
  );
  const inr = (minor: number) => formatMoney(fromMinor(minor), 'INR');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const value = (label: string) =>
    summary
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(value('Subtotal')).toHaveText(inr(totals.subtotal));
  await expect(summary.getByText('Shipping costs calculated at checkout')).toBeVisible();
  await expect(value('Total')).toHaveText(inr(totals.total));
  await expect(summary.getByText(`Includes ${inr(totals.tax)} GST`)).toBeVisible();
  await expect(summary).not.toContainText(/Tax \(|Discount/);

  // A signed-out visitor checks out as a guest (DESIGN deviation 19): no login first.
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );

  // The cart survives a reload (local storage) and empties to the spec's empty state.
  await page.reload();
  await expect(quantity(first)).toHaveValue('10');
  await page.getByRole('button', { name: `Remove, ${first.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(
    page.getByText("Looks like you haven't added any items to your cart yet."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test('wishlist: save, move to the cart, save two more, clear with confirmation', async ({
  page,
  request,
}) => {
  const { products } = await catalogue(request);
  const [moved, other1, other2] = products.filter((p) => p.countInStock > 0);

  await saveFromProductPage(page, moved!);
  await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page).toHaveTitle('Wishlist | Mindful Marks');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: moved!.title });
  await expect(card.getByRole('link', { name: moved!.title })).toHaveAttribute(
    'href',
    `/products/${moved!._id}`,
  );

  await card.getByRole('button', { name: `Add to Cart, ${moved!.title}` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByText('Add items to your wishlist to save them for later.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('article', { name: moved!.title })).toBeVisible();

  await saveFromProductPage(page, other1!);
  await saveFromProductPage(page, other2!);
  await page.goto('/wishlist');
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Wishlist' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear Wishlist' });
  await expect(dialog).toContainText('Are you sure you want to clear your wishlist?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear Wishlist' }).click();
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Wishlist' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Wishlist, 0 items$/ })).toBeVisible();
});
