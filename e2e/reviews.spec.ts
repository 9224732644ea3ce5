import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret12';

type ReviewsBody = { count: number; distribution: Record<string, number> };

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function productInStock(request: APIRequestContext, index = 0): Promise<Product> {
  const { products } = await ok<{ products: Product[] }>(
    await request.get('/api/products/get-products'),
  );
  return products.filter((p) => p.countInStock >= 3)[index]!;
}

async function register(request: APIRequestContext, name: string) {
  const email = `reviewer.${unique()}@example.com`;
  await ok(
    await request.post('/api/users/register', {
      data: { name, email, number: '9845012345', password: PASSWORD },
    }),
  );
  return email;
}

/** Pays an order for one of `product` through the API and the payment sandbox. */
async function buy(request: APIRequestContext, email: string, product: Product) {
  const { token } = await ok<{ token: string }>(
    await request.post('/api/users/login', { data: { email, password: PASSWORD } }),
  );
  const headers = { 'auth-token': token };
  const shipping = {
    firstName: 'Nila',
    lastName: 'Iyer',
    email,
    number: '9845012345',
    address: '4 Lake View Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipCode: '600017',
    country: 'India',
  };
  const intent = await ok<{ order_id: string; internalOrderId: string }>(
    await request.post('/api/payment/payment-intent', {
      headers,
      data: {
        currency: 'INR',
        receipt_email: email,
        orderItems: [{ id: product._id, quantity: 1 }],
        shipping,
      },
    }),
  );
  const paid = await ok<Record<string, string>>(
    await request.post('/api/payment/sandbox/pay', {
      headers,
      data: { order_id: intent.order_id, method: 'card', card_number: '4111 1111 1111 1111' },
    }),
  );
  await ok(
    await request.post('/api/payment/verify-payment', {
      headers,
      data: { ...paid, internalOrderId: intent.internalOrderId },
    }),
  );
}

async function logIn(page: Page, email: string, name: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
}

async function openReviewsTab(page: Page, product: Product) {
  await page.goto(`/products/${product._id}`);
  await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  return page.getByRole('tabpanel', { name: /^Reviews/ });
}

/** The sum of the ratings and their number, from the API (to know the average to expect). */
async function ratingTotals(request: APIRequestContext, product: Product) {
  const { count, distribution } = await ok<ReviewsBody>(
    await request.get(`/api/products/get-reviews/${product._id}`),
  );
  const sum = Object.entries(distribution).reduce((s, [stars, n]) => s + Number(stars) * n, 0);
  return { sum, count };
}

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test('a visitor sees the log-in prompt, and logging in returns to the product', async ({
  page,
  request,
}) => {
  const product = await productInStock(request);
  const email = await register(request, 'Tara');
  const panel = await openReviewsTab(page, product);
  await expect(panel.getByText('Please log in to leave a review.')).toBeVisible();
  const logInLink = panel.getByRole('link', { name: 'Log In' });
  await expect(logInLink).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/products/${product._id}`)}`,
  );

  await logInLink.click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, email, 'Tara');
  await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`));
});

test('a signed-in shopper without a purchase sees the purchase prompt and can add to cart', async ({
  page,
  request,
}) => {
  const product = await productInStock(request);
  const email = await register(request, 'Ravi');
  await page.goto('/login');
  await logIn(page, email, 'Ravi');

  const panel = await openReviewsTab(page, product);
  await expect(
    panel.getByText('You need to purchase this product to leave a review.'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /review/i })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${product.title} added to your cart`)).toBeVisible();
});

test('a buyer writes a review with two photos, then edits it in place', async ({
  page,
  request,
}, testInfo) => {
  const product = await productInStock(request, 1);
  const email = await register(request, 'Nila Iyer');
  await buy(request, email, product);
  await page.goto('/login');
  await logIn(page, email, 'Nila Iyer');

  // Write: 4 stars, a title, a comment and two photos.
  const before = await ratingTotals(request, product);
  const count = before.count + 1;
  const average = (sum: number) => `${(sum / count).toFixed(1)} out of 5`;
  const panel = await openReviewsTab(page, product);
  await panel.getByRole('button', { name: 'Write a Review' }).click();
  await expect(panel.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
  await expect(panel.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await panel.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await panel.getByLabel('Title (optional)').fill('Calm mornings');
  const comment = 'The paper takes ink beautifully and the layout keeps my mornings unhurried.';
  await panel.getByRole('textbox', { name: 'Your review' }).fill(comment);
  await expect(panel.getByText(`${comment.length}/500`)).toBeVisible();
  await panel.getByLabel('Add photos').setInputFiles([
    { name: 'desk.png', mimeType: 'image/png', buffer: await png(91, 125, 102) },
    { name: 'pages.png', mimeType: 'image/png', buffer: await png(192, 113, 79) },
  ]);
  await expect(panel.getByRole('button', { name: /^Remove photo/ })).toHaveCount(2);
  await panel.getByRole('button', { name: 'Submit Review' }).click();

  await expect(page.getByText('Thank you! Your review has been posted.')).toBeVisible();
  const mine = panel.getByRole('article').first();
  await expect(mine).toHaveAccessibleName('Review by Nila Iyer');
  await expect(mine.getByRole('heading', { name: 'Calm mornings' })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Open photo \d of 2/ })).toHaveCount(2);
  await expect(panel.getByText(average(before.sum + 4))).toBeAttached();
  await expect(page.getByRole('tab', { name: `Reviews (${count})` })).toBeVisible();

  // A photo opens full size and Escape closes it.
  await mine.getByRole('button', { name: 'Open photo 1 of 2 from Nila Iyer' }).click();
  const viewer = page.getByRole('dialog', { name: "Photo from Nila Iyer's review" });
  await expect(viewer.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await panel.screenshot({ path: testInfo.outputPath('reviews-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.screenshot({ path: testInfo.outputPath('reviews-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Edit: the form comes back prefilled; 2 stars and a new comment replace the old ones.
  await panel.getByRole('button', { name: 'Edit Your Review' }).click();
  await expect(panel.getByRole('heading', { name: 'Edit Your Review' })).toBeVisible();
  await expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(panel.getByLabel('Title (optional)')).toHaveValue('Calm mornings');
  await panel.getByRole('radio', { name: '2 stars' }).check({ force: true });
  await panel
    .getByRole('textbox', { name: 'Your review' })
    .fill('The binding cracked after a month.');
  await panel.getByRole('button', { name: 'Update Review' }).click();

  await expect(page.getByText('Your review has been updated.')).toBeVisible();
  await expect(mine.getByText('The binding cracked after a month.')).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Open photo \d of 2/ })).toHaveCount(2);
  await expect(panel.getByRole('article').filter({ hasText: 'Nila Iyer' })).toHaveCount(1);
  await expect(panel.getByText(average(before.sum + 2))).toBeAttached();
  await expect(page.getByRole('tab', { name: `Reviews (${count})` })).toBeVisible();
});
