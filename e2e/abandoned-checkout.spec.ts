/**
 * Issue 30, record 065: a guest ticks "E-mail me a reminder about my cart" at the e-mail step,
 * opens the payment window and leaves. The server's minute timer finds the checkout abandoned and
 * mails the reminder (this server runs the reminders' schedule in milliseconds:
 * RECOVERY_MINUTE_MS in playwright.config.ts, ignored in production). From another browser the
 * shopper follows the mailbox's link, finds the cart back with the notice, and pays.
 */
import type { Page } from '@playwright/test';
import { RECOVERY_CONSENT_WORDING } from '../packages/shared/src/recovery';
import { expect, test } from './fixtures';
import { addFromProductPage, inStockProducts, PAY, unique } from './shop-steps';

type Mail = { to: string; subject: string; text: string };

async function fillGuestAddress(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByRole('region', { name: 'Contact' }).getByLabel('Email').fill(email);
  await main.getByLabel('First name').fill('Meera');
  await main.getByLabel('Last name').fill('Iyer');
  await main.getByLabel('Phone number').fill('+91 98450 44444');
  await main.getByLabel('Address').fill('4 MG Road');
  await main.getByLabel('City').fill('Bengaluru');
  await main.getByLabel('State').selectOption('Karnataka');
  await main.getByLabel('PIN code').fill('560001');
  await main
    .getByRole('group', { name: 'Shipping method' })
    .getByRole('radio', { name: /^Standard/ })
    .check();
}

test('a shopper asks for a reminder, leaves, follows the mailed link back to the cart and pays', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `remind.${unique()}@example.com`;
  const [product] = await inStockProducts(request);

  // The first visit: the cart, the e-mail step with the box ticked, the payment window, gone.
  await addFromProductPage(page, product!);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  const box = main.getByRole('checkbox', { name: RECOVERY_CONSENT_WORDING });
  await expect(box).not.toBeChecked();
  await box.check();
  await fillGuestAddress(page, email);
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  const consent = page.waitForResponse('**/api/checkout/recovery-consent');
  await main.getByRole('button', { name: PAY }).click();
  expect((await consent).ok()).toBe(true);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.close();

  // The reminder arrives with the next run of the server's minute timer.
  let reminder: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = (await (await request.get('/api/dev/mailbox')).json()) as {
          mails: Mail[];
        };
        reminder = mails.find(
          (m) => m.to === email && m.subject === 'You left something in your Mindful Marks cart',
        );
        return Boolean(reminder);
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toBe(true);
  expect(reminder!.text).toContain(product!.title);
  const link = new URL(
    /https?:\/\/\S+\/api\/checkout\/restore\?token=\S+/.exec(reminder!.text)![0],
  );

  // Later, on another browser: the link brings the cart back, and the shopper pays.
  const context = await browser.newContext();
  const back = await context.newPage();
  await back.goto(link.pathname + link.search);
  await expect(back).toHaveURL(/\/cart\?restored=1$/);
  const cartMain = back.getByRole('main');
  await expect(cartMain.getByRole('status', { name: 'Your cart is back' })).toContainText(
    'Your cart is back, at today’s prices and stock.',
  );
  await expect(cartMain.getByText(product!.title).first()).toBeVisible();
  await cartMain.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillGuestAddress(back, email);
  await back.getByRole('main').getByRole('button', { name: 'Continue to Payment' }).click();
  await back.getByRole('main').getByRole('button', { name: PAY }).click();
  const window = back.getByRole('dialog');
  await window.getByLabel('Card number').fill('4111 1111 1111 1111');
  await window.getByRole('button', { name: /^Pay / }).click();
  await expect(back).toHaveURL(/\/orders\/MM-\d{6}-[A-Z0-9]{6}/);
  await context.close();
});
