/**
 * Products sold in variants (issue 26, record 043): choosing Charcoal / Dotted changes the picture
 * and the price, the line is bought and the order names it; with JavaScript off, the address's
 * ?variant= opens that variant and its option values are links.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/product';
import type { Variant } from '../packages/shared/src/variants';
import { expect, test } from './fixtures';
import { payAtCheckout, signedInShopper, whenInteractive } from './shop-steps';

const JOURNAL = 'dot-grid-bullet-journal-a5';
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);
const paid = (v: Variant) => v.salePrice ?? v.price;

async function journal(request: APIRequestContext) {
  const body = (await (await request.get(`/api/products/get-products/${JOURNAL}`)).json()) as {
    products: Product;
  };
  const product = body.products;
  const variant = (colour: string, ruling: string) =>
    product.variants!.find((v) => v.options.Colour === colour && v.options.Ruling === ruling)!;
  return { product, variant };
}

const option = (page: Page, group: string, value: string | RegExp) =>
  page.getByRole('group', { name: group }).getByRole('link', { name: value });
const mainPicture = (page: Page, title: string) =>
  page
    .getByRole('region', { name: `Images of ${title}` })
    .getByRole('img')
    .first();

test('a shopper chooses Charcoal / Dotted: the picture and price follow, the order names it', async ({
  page,
  request,
}) => {
  const { product, variant } = await journal(request);
  const charcoalDotted = variant('Charcoal', 'Dotted');
  const charcoalRuled = variant('Charcoal', 'Ruled');
  const sageRuled = variant('Sage', 'Ruled');
  await signedInShopper(page, request, 'variants');
  await page.goto(`/products/${product._id}?variant=${sageRuled._id}`);
  await whenInteractive(page);
  const main = page.getByRole('main');
  await expect(option(page, 'Colour', 'Sage')).toHaveAttribute('aria-current', 'true');
  await expect(main.getByText(rupees(paid(sageRuled)), { exact: true }).first()).toBeVisible();
  const sagePicture = await mainPicture(page, product.title).getAttribute('src');

  await option(page, 'Colour', 'Charcoal').click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${charcoalRuled._id}$`));
  await expect(mainPicture(page, product.title)).not.toHaveAttribute('src', sagePicture!);
  await option(page, 'Ruling', 'Dotted').click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${charcoalDotted._id}$`));
  expect(paid(charcoalDotted)).toBeGreaterThan(paid(charcoalRuled));
  await expect(main.getByText(rupees(paid(charcoalDotted)), { exact: true }).first()).toBeVisible();
  await expect(main.getByText(charcoalDotted.sku)).toBeVisible();
  await expect(option(page, 'Ruling', 'Dotted')).toHaveAttribute('aria-current', 'true');

  // A sold-out combination offers "Notify me" in place of Add to Cart.
  await option(page, 'Colour', 'Terracotta').click();
  await option(page, 'Ruling', /^Ruled/).click();
  await expect(main.getByRole('button', { name: "Notify me when it's back" })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Buy' })).toHaveCount(0);
  await option(page, 'Colour', 'Charcoal').click();
  await option(page, 'Ruling', 'Dotted').click();

  await page
    .getByRole('form', { name: 'Buy' })
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(page.getByText(`${product.title} added to your cart`)).toBeVisible();
  await page.goto('/cart');
  await expect(main.getByText('Charcoal / Dotted')).toBeVisible();
  await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(main.getByText(/· Charcoal \/ Dotted/)).toBeVisible();
  const orderNumber = await payAtCheckout(page);
  expect(orderNumber).toMatch(/^MM-/);
  await expect(main.getByText(`· Charcoal / Dotted · SKU ${charcoalDotted.sku}`)).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('?variant= opens that variant: its price, its choice and its picture, and each value links to its variant', async ({
    page,
    request,
  }) => {
    const { product, variant } = await journal(request);
    const terracotta = variant('Terracotta', 'Dotted');
    await page.goto(`/products/${product._id}?variant=${terracotta._id}`);
    const main = page.getByRole('main');
    await expect(option(page, 'Colour', 'Terracotta')).toHaveAttribute('aria-current', 'true');
    await expect(option(page, 'Ruling', 'Dotted')).toHaveAttribute('aria-current', 'true');
    await expect(main.getByText(rupees(paid(terracotta)), { exact: true }).first()).toBeVisible();
    await expect(main.getByText(terracotta.sku)).toBeVisible();
    expect(terracotta.images.length).toBeGreaterThan(0);
    await expect(mainPicture(page, product.title)).toHaveAttribute(
      'src',
      new RegExp(terracotta.images[0]!.replace('.', '\\.')),
    );
    // Terracotta / Ruled is sold out: its value says so.
    await expect(option(page, 'Ruling', 'Ruled, sold out')).toBeVisible();

    const sage = variant('Sage', 'Dotted');
    await option(page, 'Colour', 'Sage').click();
    await expect(page).toHaveURL(new RegExp(`\\?variant=${sage._id}$`));
    await expect(option(page, 'Colour', 'Sage')).toHaveAttribute('aria-current', 'true');
    await expect(main.getByText(sage.sku)).toBeVisible();
  });
});
