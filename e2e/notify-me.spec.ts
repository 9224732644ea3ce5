/**
 * Issue 26's journey for back-in-stock alerts: a visitor asks to be told when the sold-out
 * Terracotta / Ruled journal is back and confirms from the mail; the owner restocks it; the mail
 * that arrives opens the product page on that variant, now for sale.
 */
import type { Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/product';
import { signInAsOwner, unique } from './admin-helpers';
import { expect, test } from './fixtures';

const JOURNAL = 'dot-grid-bullet-journal-a5';
const NAME = 'Dot Grid Bullet Journal A5 — Terracotta / Ruled';

type Mail = { to: string; subject: string; text: string };

/** The newest mail to an address with this subject, from the local mailbox (waits for it). */
async function mailTo(page: Page, email: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
        mails: Mail[];
      };
      found = mails.find((m) => m.to === email && m.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The path and query of the first link in a mail's text that contains `part`. */
const linkIn = (mail: Mail, part: string) => {
  const url = mail.text.split(/\s+/).find((word) => word.includes(part));
  expect(url, `a link with ${part} in "${mail.subject}"`).toBeTruthy();
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
};

test('notify me on a sold-out variant: confirm, the owner restocks, the mail opens it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const product = (
    (await (await request.get(`/api/products/get-products/${JOURNAL}`)).json()) as {
      products: Product;
    }
  ).products;
  const variant = product.variants!.find(
    (v) => v.options.Colour === 'Terracotta' && v.options.Ruling === 'Ruled',
  )!;
  expect(variant.countInStock).toBe(0);
  const email = `waiting.${unique()}@example.com`;

  await page.goto(`/products/${JOURNAL}?variant=${variant._id}`);
  const main = page.getByRole('main');
  const notify = main.getByRole('form', { name: /is sold out/ });
  await expect(notify).toContainText('Terracotta / Ruled is sold out');
  await notify.getByLabel('E-mail').fill(email);
  await notify.getByRole('button', { name: "Notify me when it's back" }).click();
  await expect(notify.getByRole('status')).toHaveText('Check your inbox to confirm.');

  const confirmation = await mailTo(page, email, `Please confirm: tell me when ${NAME} is back`);
  await page.goto(linkIn(confirmation, '/api/stock-alerts/confirm'));
  await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();

  const owner = await browser.newPage();
  await signInAsOwner(owner, request);
  const token = (await owner.context().cookies()).find((c) => c.name === 'user_access_token')!;
  const adjust = (delta: number) =>
    request.post(`/api/admin/products/${product._id}/stock`, {
      headers: { 'auth-token': token.value },
      data: {
        delta,
        reason: delta > 0 ? 'Reprint arrived' : 'Back to sold out',
        variantId: variant._id,
      },
    });
  expect((await adjust(3)).ok()).toBe(true);
  try {
    const restock = await mailTo(page, email, `${NAME} is back in stock`);
    expect(restock.text).toContain('To stop these');
    await page.goto(linkIn(restock, `/products/${JOURNAL}?variant=`));
    await expect(main.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
    await expect(main.getByRole('form', { name: /is sold out/ })).toHaveCount(0);
  } finally {
    // Other journeys meet this variant sold out, as the seed has it.
    expect((await adjust(-3)).ok()).toBe(true);
    await owner.close();
  }
});
