/**
 * Issue 29: a shopper pays for Express; the owner sees the method it was paid for, books the
 * parcel with the shipping aggregator (the sandbox), ships it with Blue Dart under the waybill
 * the booking filled in, and the shopper's Track Order links to Blue Dart's page for the parcel.
 */
import { admin, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';
import { addFromProductPage, inStockProducts, payAtCheckout, signedInShopper } from './shop-steps';

test('the owner ships an Express order with Blue Dart; Track Order links to the parcel', async ({
  browser,
  request,
}) => {
  // Two browsers, a checkout and the owner's two-step sign-in: give a busy machine room.
  test.setTimeout(90_000);
  const shopper = await browser.newPage();
  const [product] = await inStockProducts(request);
  await signedInShopper(shopper, request, 'express');
  await addFromProductPage(shopper, product!);
  await shopper.goto('/checkout');
  const orderNumber = await payAtCheckout(shopper, 'Express');

  const owner = await browser.newPage();
  await signInAsOwner(owner, request);
  await admin(owner).getByRole('link', { name: 'Orders' }).click();
  await owner.getByLabel('Search orders').fill(orderNumber);
  await owner.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await owner.getByRole('link', { name: orderNumber }).click();
  await expect(
    owner.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
  ).toBeVisible();
  // The method paid for and the day it must leave by, at the top.
  await expect(owner.getByText('Express', { exact: true }).first()).toBeVisible();
  await expect(owner.getByText(/^Ship by /)).toBeVisible();

  const form = owner.getByRole('form', { name: 'Change status' });
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByLabel('New status').getByRole('option')).toHaveText([
    'Shipped',
    'Cancelled',
  ]);

  const booking = owner.getByRole('region', { name: 'Courier booking' });
  await booking.getByRole('button', { name: 'Book shipment' }).click();
  const awb = booking.locator('dd.font-mono');
  await expect(awb).toHaveText(/^\d{11}$/);
  const waybill = (await awb.textContent())!;
  await expect(booking.getByText('Blue Dart', { exact: true })).toBeVisible();
  await expect(booking.getByRole('link', { name: 'Shipping label (PDF)' })).toBeVisible();
  await booking.getByRole('button', { name: 'Schedule pickup' }).click();
  await expect(booking.getByRole('button', { name: 'Schedule pickup' })).toBeHidden();

  // The booking filled the Shipped form: the waybill under Blue Dart.
  await expect(form.getByLabel('Carrier')).toHaveValue(/.+/);
  await expect(form.getByLabel('Carrier').locator('option:checked')).toHaveText('Blue Dart');
  await expect(form.getByLabel('Tracking number')).toHaveValue(waybill);
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByLabel('New status').getByRole('option')).toHaveText([
    'Out for Delivery',
    'Delivered',
  ]);

  await shopper.goto('/profile?query=orders');
  const card = shopper.getByRole('article', { name: `Order ${orderNumber}` });
  await card.getByRole('button', { name: 'Track Order' }).click();
  const tracking = shopper.getByRole('dialog', { name: 'Track Order' });
  const parcel = tracking.getByRole('link', { name: 'Blue Dart · Track parcel' });
  await expect(parcel).toBeVisible();
  await expect(parcel).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.bluedart\\.com/.*${waybill}`),
  );
  await owner.close();
  await shopper.close();
});
