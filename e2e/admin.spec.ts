/**
 * The owner's back office: products with pictures reach the storefront, a shipped order shows its
 * tracking number to the customer, a published post reaches /blog, the dashboard draws its chart.
 *
 * The owner account is made by `npm run admin:create` before the server starts (see
 * playwright.config.ts: the embedded database does not see a second process's writes while the
 * server runs); its one-time link sets the password here, as a new owner would.
 */
import { admin, customerWithPaidOrder, logIn, png, signInAsOwner, unique } from './admin-helpers';
import { expect, test } from './fixtures';

test('a visitor is sent to log in and a shopper is told the back office is for the owner', async ({
  page,
  request,
}) => {
  const { email } = await customerWithPaidOrder(request);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Forders$/);
  await logIn(page, email, 'secret12');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('alert')).toHaveText('You need an owner account to see this page.');
  // The server refuses too (the request context is signed in as this customer).
  expect((await request.get('/api/admin/dashboard')).status()).toBe(403);
});

test('the owner adds a product with two pictures as a draft, publishes it, and it shows in the storefront', async ({
  page,
  request,
}) => {
  await signInAsOwner(page, request);
  await admin(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();

  const title = `Moon Phase Tracker ${unique()}`;
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Description')
    .fill('Track the moon and your moods across a calm, lunar year.');
  await form.getByLabel('Category').selectOption('trackers');
  await form.getByLabel('Stock').fill('12');
  await form.getByLabel('Price', { exact: true }).fill('24.5');
  await form.getByLabel('New feature').fill('Lunar calendar');
  await form.getByRole('button', { name: 'Add feature' }).click();
  await form.getByLabel('Specification name').fill('Size');
  await form.getByLabel('Specification value').fill('A5');
  await form.getByRole('button', { name: 'Add specification' }).click();
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = /\/admin\/products\/([\w-]+)$/.exec(page.url())![1]!;
  // A new product is a draft until the owner publishes it (issue 15).
  await expect(page.getByText('Draft: not in the shop until you publish it')).toBeVisible();
  expect((await request.get(`/api/products/get-products/${id}`)).status()).toBe(404);

  await page.getByLabel('Upload images').setInputFiles([
    { name: 'sage.png', mimeType: 'image/png', buffer: await png(91, 125, 102) },
    { name: 'clay.png', mimeType: 'image/png', buffer: await png(192, 113, 79) },
  ]);
  const images = page.getByRole('list', { name: 'Product images' }).locator('img');
  await expect(images).toHaveCount(2);
  const second = await images.nth(1).getAttribute('src');
  await page.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(images.first()).toHaveAttribute('src', second!);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Product published: it now shows in the shop.')).toBeVisible();

  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('button')).toHaveCount(
    2,
  );
});

test('the owner ships a paid order and the customer sees the tracking number', async ({
  page,
  request,
}) => {
  const customer = await customerWithPaidOrder(request);
  await signInAsOwner(page, request);
  await admin(page).getByRole('link', { name: 'Orders' }).click();
  // The owner's words are the shopper's (issue 13): a paid order not yet started is 'Placed'.
  await expect(
    page.getByRole('combobox', { name: 'Status' }).getByRole('option', { name: 'Placed' }),
  ).toBeAttached();
  await page.getByLabel('Search orders').fill(customer.orderNumber);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: customer.orderNumber }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${customer.orderNumber}` }),
  ).toBeVisible();
  // The badge and the timeline both say 'Placed'; nothing says 'Pending'.
  await expect(page.getByText('Placed', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Change status' });
  await expect(form.getByLabel('New status').getByRole('option')).toHaveText([
    'Processing',
    'Cancelled',
  ]);
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByLabel('New status').getByRole('option')).toHaveText([
    'Shipped',
    'Cancelled',
  ]);
  await form.getByRole('button', { name: 'Update status' }).click();
  // The date comes prefilled with the order's estimate; only the tracking number is missing.
  await expect(form.getByLabel('Estimated delivery date')).not.toHaveValue('');
  await expect(form.getByText('Shipping needs a tracking number', { exact: true })).toBeVisible();
  const tracking = `TRK${unique().toUpperCase()}`;
  await form.getByLabel('Tracking number').fill(tracking);
  await form.getByLabel('Estimated delivery date').fill('2030-01-15');
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByLabel('New status').getByRole('option')).toHaveText([
    'Out for Delivery',
    'Delivered',
  ]);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping' }).getByText(tracking)).toBeVisible();

  // The customer, signed in through the page, finds the number in Track Order.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.goto('/login');
  await logIn(page, customer.email, 'secret12');
  await expect(page.getByRole('button', { name: 'Account menu for Kiran' })).toBeVisible();
  await page.goto('/profile?query=orders');
  await page.getByRole('button', { name: 'Track Order' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Track Order' });
  await expect(dialog.getByText(tracking)).toBeVisible();
});

test('the owner publishes a post with a cover and it appears on /blog', async ({
  page,
  request,
}) => {
  await signInAsOwner(page, request);
  await admin(page).getByRole('link', { name: 'Posts' }).click();
  await page.getByRole('link', { name: 'New post' }).click();
  const form = page.getByRole('form', { name: 'New post' });
  const title = `Slow Mornings ${unique()}`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form
    .getByLabel('Excerpt')
    .fill('Five quiet minutes before the day begins, and how to keep them.');
  await form.getByLabel('Category').fill('Mindfulness');
  await form.getByLabel('Author', { exact: true }).fill('Asha Verma');
  await form
    .getByLabel('Text', { exact: true })
    .fill(
      '## Begin gently\nA cup of tea and **one line** in your journal.\n\n- Breathe\n- Write one line',
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Begin gently' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'one line' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Breathe', 'Write one line']);
  await form.getByRole('button', { name: 'Save draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page
    .getByLabel('Replace cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(234, 223, 203) });
  await expect(page.getByRole('img', { name: "The post's current cover" })).toBeVisible();
  await page
    .getByRole('form', { name: 'Edit post' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByRole('link', { name: /View on the blog/ })).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the dashboard draws revenue and orders per day', async ({ page, request }) => {
  await customerWithPaidOrder(request);
  await signInAsOwner(page, request);
  const chart = page.getByTestId('sales-chart');
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(chart.locator('.recharts-line-curve')).toBeVisible();
  await expect(page.getByText(/^\d+ orders? and .+ in revenue over 30 days\./)).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  const rows = page
    .getByRole('table', { name: 'Orders and revenue per day (30 days)' })
    .getByRole('row');
  await expect(rows).toHaveCount(31);

  // Another window (issue 14): the last 7 days, with its orders as CSV.
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\?days=7$/);
  await expect(
    page.getByRole('table', { name: 'Orders and revenue per day (7 days)' }).getByRole('row'),
  ).toHaveCount(8);
  await expect(page.getByText(/^Net \(INR\)$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export these orders (CSV)' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

  // Activity (issue 17): that export, and the earlier journeys' changes, with who did them.
  await admin(page).getByRole('link', { name: 'Activity' }).click();
  const log = page.getByRole('table', { name: /Back-office activity/ });
  await expect(log.getByRole('row', { name: /Data exported/ }).first()).toContainText('Owner');
  await page.getByLabel('Action').selectOption({ label: 'Order status changed' });
  await expect(page).toHaveURL(/\/admin\/activity\?action=order\.status$/);
  await expect(log.getByRole('row', { name: /Order status changed/ }).first()).toBeVisible();
  await expect(log.getByRole('row', { name: /Data exported/ })).toHaveCount(0);
});
