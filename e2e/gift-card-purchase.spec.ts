/**
 * Issue 28: a shopper buys a ₹500 gift card for Meera like any product, pays with the sandbox, and
 * Meera's mail holds the code; another shopper then spends it at the checkout's 'Gift card' field.
 */
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';
import { inStockProducts, PAY, payAtCheckout, signedInShopper, unique } from './shop-steps';

type Mail = { to: string; subject: string; text: string };
const CODE = /[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}/;

/** The amount a 'Pay ₹1,234' button names, in rupees. */
const payAmount = (name: string) => Number(name.replace(/[^\d.]/g, ''));

test('a gift card bought for Meera is mailed to her and spent by another shopper', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const products = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  const card = products.products.find((p) => p.slug === 'gift-card')!;
  const journal = (await inStockProducts(request)).find(
    (p) => /Journal/.test(p.title) && p.price >= 600,
  )!;
  const meera = `meera+${unique()}@example.com`;

  // The giver picks ₹500 and says who it is for; the cart line says so too.
  await signedInShopper(page, request, 'giver');
  await page.goto(`/products/${card._id}`);
  const main = page.getByRole('main');
  await main.getByRole('group', { name: 'Amount' }).getByRole('link', { name: '₹500' }).click();
  const form = main.getByRole('form', { name: 'Gift card details' });
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(form.getByText('The recipient’s name is required')).toBeVisible();
  await form.getByLabel("Recipient's name").fill('Meera');
  await form.getByLabel("Recipient's e-mail").fill(meera);
  await form.getByLabel('Your name (optional)').fill('Kiran');
  await form.getByLabel('Message (optional)').fill('Happy birthday! Fill it with plans.');
  await expect(form.getByText('35/300')).toBeVisible();
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${card.title} added to your cart`)).toBeVisible();

  await page.goto('/cart');
  await expect(main.getByText(`For Meera (${meera}), sent once paid`)).toBeVisible();
  await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await payAtCheckout(page);

  // Meera's mail holds the code, in groups of four.
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
        mails: Mail[];
      };
      mail = mails.find((m) => m.to === meera && /gift card for you/.test(m.subject));
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail!.subject).toContain('₹500');
  const code = CODE.exec(mail!.text)![0];

  // Another shopper spends it: the amount due drops by ₹500. (Off the order's page first, which
  // would ask for the order again once signed out.)
  await page.goto('/shipping');
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signedInShopper(page, request, 'spender');
  await page.goto(`/products/${journal._id}`);
  await main
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByText(`${journal.title} added to your cart`)).toBeVisible();
  await page.goto('/cart');
  await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await main.getByLabel('Last name').fill('Rao');
  await main.getByLabel('Address').fill('221 Jubilee Hills');
  await main.getByLabel('City').fill('Hyderabad');
  await main.getByLabel('State').selectOption('Telangana');
  await main.getByLabel('PIN code').fill('500033');
  await main
    .getByRole('group', { name: 'Shipping method' })
    .getByRole('radio', { name: /^Standard/ })
    .check();
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  const pay = main.getByRole('button', { name: PAY });
  const before = payAmount((await pay.textContent()) ?? '');
  expect(before).toBeGreaterThan(500);

  const cards = main.getByRole('region', { name: 'Gift cards' });
  await cards.getByRole('textbox', { name: 'Gift card' }).fill(code.toLowerCase());
  await cards.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    cards.getByRole('list', { name: 'Gift cards' }).getByText(`Gift card •••• ${code.slice(-4)}`),
  ).toBeVisible();
  await expect(pay).toHaveText(`Pay ₹${(before - 500).toLocaleString('en-IN')}`);

  await pay.click();
  const window = page.getByRole('dialog');
  await window.getByLabel('Card number').fill('4111 1111 1111 1111');
  await window.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/orders\/MM-\d{6}-[A-Z0-9]{6}$/);
  await expect(main.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});
