/**
 * The confirmation survives (issue 13, measured 3): paying lands on /orders/{number}, a reload shows
 * the order again, Back does not return to the paid checkout, and Order History links to it.
 */
import { expect, test } from './fixtures';
import { addFromProductPage, inStockProducts, PAY, signedInShopper } from './shop-steps';

test('the order confirmation has its own address that reloads and Order History opens', async ({
  page,
  request,
}) => {
  const [product] = await inStockProducts(request);
  await signedInShopper(page, request, 'confirm');
  const main = page.getByRole('main');
  await addFromProductPage(page, product!);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await main.getByLabel('Last name').fill('Rao');
  await main.getByLabel('Address').fill('221 Jubilee Hills');
  await main.getByLabel('City').fill('Hyderabad');
  await main.getByLabel('State').selectOption('Telangana');
  await main.getByLabel('PIN code').fill('500033');
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await main.getByRole('button', { name: PAY }).click();
  const window = page.getByRole('dialog');
  await window.getByLabel('Card number').fill('4111 1111 1111 1111');
  await window.getByRole('button', { name: /^Pay / }).click();

  // The confirmation is the order's own page.
  await expect(page).toHaveURL(/\/orders\/MM-\d{6}-[A-Z0-9]{6}$/);
  const orderNumber = page.url().split('/orders/')[1]!;
  const thanks = main.getByRole('heading', { level: 1, name: 'Thank you for your order' });
  await expect(thanks).toBeVisible();
  await expect(main.getByText(orderNumber)).toBeVisible();
  await expect(main.getByText(product!.title)).toBeVisible();
  await expect(main.getByText('221 Jubilee Hills')).toBeVisible();
  await expect(main.getByText('Estimated delivery')).toBeVisible();

  // A reload shows it again.
  await page.reload();
  await expect(thanks).toBeVisible();
  await expect(main.getByText(orderNumber)).toBeVisible();

  // Back does not return to the paid checkout: the checkout replaced itself.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/checkout$/);

  // Order History's card opens the same page.
  await page.goto('/profile?query=orders');
  await main.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(thanks).toBeVisible();
});
