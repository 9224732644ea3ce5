/** Intent kept on a phone (issue 13, point 7): the same sign-up from the cart, at Pixel 7 size. */
import { expect, test } from './fixtures';
import {
  addFromProductPage,
  confirmationSurvives,
  inStockProducts,
  payAtCheckout,
  unique,
} from './shop-steps';

test('on a phone, sign-up from the checkout "Log in" link arrives at checkout signed in, pays, and keeps the confirmation', async ({
  page,
  request,
}) => {
  const [product] = await inStockProducts(request);
  await addFromProductPage(page, product!);

  await page.goto('/cart');
  // Checkout is open to guests (DESIGN deviation 19): its 'Log in' leads on to sign-up.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  const main = page.getByRole('main');
  const email = `phone.${unique()}@example.com`;
  await main.getByLabel('Full Name').fill('Devi Nair');
  await main.getByLabel('Phone Number').fill('+91 98450 33333');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('secret12');
  await main.getByLabel('Confirm Password').fill('secret12');
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(email);

  // Then pays, and the confirmation survives a reload and opens from Order History.
  const orderNumber = await payAtCheckout(page, 'Express');
  await confirmationSurvives(page, orderNumber, 'Express');
});
