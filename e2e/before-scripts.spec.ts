/**
 * The first seconds on a phone (issue 24): what a shopper does before the page's scripts run, or
 * with JavaScript off, is not lost. Forms are real posts the server answers; Add to Cart keeps the
 * line for the app; a click on a control that needs the app is replayed once it runs.
 */
import { test as base, type Page, type Route } from '@playwright/test';
import { SUPPORT } from '../packages/shared/src/constants';
import { acceptHttpErrors, expect } from './fixtures';
import { inStockProducts, unique } from './shop-steps';

type Mail = { to: string; subject: string; text: string };

async function mailsTo(page: Page, to: string, subject: string): Promise<Mail[]> {
  const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    mails: Mail[];
  };
  return mails.filter((m) => m.to === to && m.subject === subject);
}

/** Console errors and failed requests fail these journeys too (the shared fixture's rule). */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Holds the page's scripts (all of them, or all but the entry) until `release` is called: the
 * server-drawn page shows, and nothing of the app runs, as on a slow phone.
 */
async function holdScripts(page: Page, { keepEntry = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entry: string | null = null;
  await page.route('**/assets/*.js', async (route: Route) => {
    const url = route.request().url();
    entry ??= keepEntry ? url : null; // the entry is the first script the page asks for
    if (keepEntry && url === entry) return route.continue();
    await released;
    await route.continue();
  });
  return release;
}

const interactive = (page: Page) =>
  page.locator('html[data-interactive]').waitFor({ state: 'attached' });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a contact message is sent, a newsletter sign-up waits for its mail, a search lists products', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact');
    const subject = `Wholesale ${unique()}`;
    const send = page.getByRole('button', { name: 'Send Message' });
    // A mistake comes back beside its field, with what was typed kept.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Menon');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha.nojs@example.com');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Too short');
    await send.click();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    acceptHttpErrors(consoleErrors, 400); // the page with the mistakes answers 400
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Could you send your wholesale catalogue, please?');
    await send.click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you for your message' }),
    ).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(page, SUPPORT.email, `Contact form: ${subject}`)).length)
      .toBe(1);

    await page.goto('/about');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const address = `reader.nojs.${unique()}@example.com`;
    await form.getByLabel('Email address').fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(
      page.getByText('Subscribed successfully! Please confirm with the link we just e-mailed you.'),
    ).toBeVisible();
    await expect
      .poll(
        async () =>
          (await mailsTo(page, address, 'Please confirm your Mindful Marks subscription')).length,
      )
      .toBe(1);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Refine your search' }).fill('planner');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=planner$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /planner/i })
        .first(),
    ).toBeVisible();

    // The blog's category buttons and search are GET forms too.
    await page.goto('/blog');
    const categories = page.getByRole('group', { name: 'Article categories' }).getByRole('button');
    const category = (await categories.nth(1).textContent())!.trim();
    await categories.nth(1).click();
    await expect(page).toHaveURL(`/blog?${new URLSearchParams({ category }).toString()}`);
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('habit');
    await search.press('Enter');
    await expect(page).toHaveURL(
      `/blog?${new URLSearchParams({ category, q: 'habit' }).toString()}`,
    );
    await expect(search).toHaveValue('habit');
  });
});

test('a contact message submitted before the scripts run is sent once and thanked for', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const subject = `Early ${unique()}`;
  const fields = {
    Name: 'Ravi Iyer',
    Email: 'ravi.early@example.com',
    Subject: subject,
    Message: 'Do you ship planners to Singapore?',
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your message' });
  await expect(thanks).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);

  release();
  await interactive(page);
  await expect(thanks).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(page, SUPPORT.email, `Contact form: ${subject}`)).length)
    .toBe(1);
  await page.waitForTimeout(500); // nothing sends it again once the app runs
  expect(await mailsTo(page, SUPPORT.email, `Contact form: ${subject}`)).toHaveLength(1);
});

test('Add to Cart clicked before the scripts run ends with the item in the cart', async ({
  page,
  request,
}) => {
  const [product] = await inStockProducts(request);
  const release = await holdScripts(page);
  await page.goto(`/products/${product!._id}`, { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
  await main.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);

  release();
  await interactive(page);
  await expect(page.getByRole('link', { name: product!.title }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // The kept line is adopted once: a reload shows one unit, not two.
  await page.reload();
  await interactive(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a wishlist click before the app runs is shown as waiting, then replayed', async ({
  page,
  request,
}) => {
  const [product] = await inStockProducts(request);
  const release = await holdScripts(page, { keepEntry: true });
  await page.goto(`/products/${product!._id}`, { waitUntil: 'commit' });
  const wishlist = page.getByRole('main').getByRole('button', { name: 'Add to Wishlist' });
  await expect(wishlist).toHaveAttribute('aria-disabled', 'true');
  await wishlist.click({ force: true }); // dimmed, not disabled: a shopper can press it
  release();
  await interactive(page);
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Remove from Wishlist' }),
  ).toBeVisible();
});

test('what is typed before the scripts run is kept, and sent by the app once it runs', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const subject = `Typed early ${unique()}`;
  const fields = {
    Name: 'Meera Das',
    Email: 'meera.early@example.com',
    Subject: subject,
    Message: 'Is the habit tracker undated?',
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  release();
  await interactive(page);
  for (const [label, value] of Object.entries(fields))
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your message' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/); // sent by the app: no reload
  await expect
    .poll(async () => (await mailsTo(page, SUPPORT.email, `Contact form: ${subject}`)).length)
    .toBe(1);
});
