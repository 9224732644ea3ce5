import { acceptHttpErrors, expect, test } from './fixtures';
import { addFromProductPage, inStockProducts, PAY, signedInShopper } from './shop-steps';

test('a shopper checks out with the sandbox card, after a decline and a dismissal', async ({
  page,
  request,
  consoleErrors,
}) => {
  const products = await inStockProducts(request);
  const email = await signedInShopper(page, request);
  await addFromProductPage(page, products[0]!);
  await addFromProductPage(page, products[1]!);

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await expect(main.getByLabel('Country')).toHaveValue('India');

  // Invalid shipping: the messages and the warning, and the shopper stays on step 1.
  await main.getByLabel('Last name').fill('');
  await main.getByLabel('Address').fill('');
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(main.getByText('Last name is required')).toBeVisible();
  await expect(main.getByText('Address is required')).toBeVisible();
  await expect(
    page.getByText(
      'Please fill in all required shipping information correctly before proceeding to payment.',
    ),
  ).toBeVisible();

  await main.getByLabel('Last name').fill('Rao');
  await main.getByLabel('Address').fill('221 Jubilee Hills');
  await main.getByLabel('City').fill('Hyderabad');
  await main.getByLabel('State').selectOption('Telangana');
  await main.getByLabel('PIN code').fill('500033');
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(main.getByRole('heading', { name: 'Payment' })).toBeVisible();
  // The warning was about the form: it does not follow the shopper onto the Payment step.
  await expect(
    page.getByText(
      'Please fill in all required shipping information correctly before proceeding to payment.',
    ),
  ).toBeHidden();

  // A declined card, then closing the window: the dismissal message, and another try works.
  await main.getByRole('button', { name: PAY }).click();
  const window = page.getByRole('dialog');
  await window.getByLabel('Card number').fill('4000 0000 0000 0002');
  await window.getByRole('button', { name: /^Pay / }).click();
  await expect(window.getByRole('alert')).toContainText('declined');
  await page.keyboard.press('Escape');
  await expect(
    page.getByText("Payment was not completed. You can try again when you're ready."),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: PAY })).toBeEnabled();

  await main.getByRole('button', { name: PAY }).click();
  await window.getByLabel('Card number').fill('4111 1111 1111 1111');
  await window.getByRole('button', { name: /^Pay / }).click();
  await expect(
    page.getByText('Payment Successful! Your order has been placed successfully.'),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await main.locator('strong').first().innerText()).trim();
  expect(orderNumber).toMatch(/^MM-\d{6}-[A-Z0-9]{6}$/);

  // The cart is empty and the order is the shopper's.
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await page.goto('/profile?query=orders');
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  // The declined card's 402 answer is logged by the browser.
  acceptHttpErrors(consoleErrors, 402);
});

test('checkout sends an empty cart back to the cart page', async ({ page, request }) => {
  await signedInShopper(page, request);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
});
