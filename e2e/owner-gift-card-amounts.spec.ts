/**
 * Record 056: the owner lets shoppers choose their own gift card amount (₹200 to ₹10,000) on
 * /admin/gift-cards; a shopper buys a ₹750 card for Meera, the cart and the payment say ₹750, and
 * Meera's mail holds a ₹750 card. The owner turns it off again. Named owner-* so it runs after
 * admin-two-step.spec.ts (files run in name order), which needs the owner's very first sign-in.
 */
import type { Product } from '../packages/shared/src/product';
import { admin, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';
import { payAtCheckout, signedInShopper, unique } from './shop-steps';

type Mail = { to: string; subject: string; text: string };

async function saveSettings(page: import('@playwright/test').Page, allow: boolean) {
  await admin(page).getByRole('link', { name: 'Gift cards' }).click();
  const form = page.getByRole('form', { name: 'Gift card settings' });
  const box = form.getByLabel('Let shoppers choose their own amount');
  await box.setChecked(allow);
  await form.getByLabel('Smallest amount (₹)').fill('200');
  await form.getByLabel('Largest amount (₹)').fill('10000');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Gift card settings saved.')).toBeVisible();
}

test('a shopper buys a ₹750 gift card once the owner allows amounts of their own', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, request);
  await saveSettings(page, true);

  const products = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  const card = products.products.find((p) => p.slug === 'gift-card')!;
  const meera = `meera+${unique()}@example.com`;
  const shopper = await browser.newPage();
  await signedInShopper(shopper, request, 'giver');
  await shopper.goto(`/products/${card._id}`);
  const main = shopper.getByRole('main');
  // The ₹500 link is followed by the app: the page has hydrated, so what is typed stays.
  await main.getByRole('group', { name: 'Amount' }).getByRole('link', { name: '₹500' }).click();
  const form = main.getByRole('form', { name: 'Gift card details' });
  const amount = form.getByLabel('Another amount (₹, optional)');
  await amount.fill('50');
  await form.getByLabel("Recipient's name").fill('Meera');
  await form.getByLabel("Recipient's e-mail").fill(meera);
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(form.getByText('Choose an amount from ₹200 to ₹10,000')).toBeVisible();
  await amount.fill('750');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByText(`${card.title} added to your cart`)).toBeVisible();

  await shopper.goto('/cart');
  await expect(main.getByText('Amount: ₹750')).toBeVisible();
  await expect(main.getByText(`For Meera (${meera}), sent once paid`)).toBeVisible();
  await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await payAtCheckout(shopper);

  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await shopper.request.get('/api/dev/mailbox')).json()) as {
        mails: Mail[];
      };
      mail = mails.find((m) => m.to === meera && /gift card for you/.test(m.subject));
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail!.subject).toContain('₹750');
  await shopper.close();

  await saveSettings(page, false);
});
