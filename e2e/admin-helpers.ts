/** Helpers of e2e/admin.spec.ts: the owner's first sign-in, pictures to upload, a paid order. */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Product } from '../packages/shared/src/product';
import { ADMIN_EMAIL, ADMIN_LINK_FILE } from '../playwright.config';
import { expect } from './fixtures';

export const OWNER_PASSWORD = 'Calm-owner-2026';
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** Sets the owner's password through the printed link, once per server (a used link is refused). */
async function ensureOwnerPassword(page: Page, request: APIRequestContext) {
  const link = /\/reset-password\?\S+/.exec(readFileSync(ADMIN_LINK_FILE, 'utf8'))?.[0];
  expect(link, `a set-password link in ${ADMIN_LINK_FILE}`).toBeTruthy();
  const token = new URL(link!, 'http://x').searchParams.get('token');
  const unused = await request.post('/api/users/verify-reset-token', {
    data: { email: ADMIN_EMAIL, token },
  });
  if (!unused.ok()) return;
  await page.goto(link!);
  const main = page.getByRole('main');
  await main.getByLabel('New Password', { exact: true }).fill(OWNER_PASSWORD);
  await main.getByLabel('Confirm New Password').fill(OWNER_PASSWORD);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByText('Your password has been reset. Please log in.')).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log In' }).click();
}

/** Opens /admin as a visitor, is sent to log in, and comes back to the dashboard. */
export async function signInAsOwner(page: Page, request: APIRequestContext) {
  await ensureOwnerPassword(page, request);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await logIn(page, ADMIN_EMAIL, OWNER_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export const admin = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

/** A registered customer with one order paid through the sandbox (payment API with the token). */
export async function customerWithPaidOrder(request: APIRequestContext) {
  const email = `buyer.${unique()}@example.com`;
  await request.post('/api/users/register', {
    data: { name: 'Kiran', email, number: '+91 90000 12345', password: 'secret12' },
  });
  const { token } = await (
    await request.post('/api/users/login', { data: { email, password: 'secret12' } })
  ).json();
  const headers = { 'auth-token': token as string };
  const products = (
    (await (await request.get('/api/products/get-products')).json()) as { products: Product[] }
  ).products;
  const product = products.find((p) => p.countInStock > 5)!;
  const shipping = {
    firstName: 'Kiran',
    lastName: 'Rao',
    email,
    number: '+91 90000 12345',
    address: '221 Jubilee Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    zipCode: '500033',
    country: 'India',
    saveInfo: false,
  };
  const intent = await (
    await request.post('/api/payment/payment-intent', {
      headers,
      data: {
        currency: 'INR',
        receipt_email: email,
        orderItems: [{ id: product._id, quantity: 1 }],
        shipping,
      },
    })
  ).json();
  const payment = await (
    await request.post('/api/payment/sandbox/pay', {
      headers,
      data: { order_id: intent.order_id, method: 'card', card_number: '4111 1111 1111 1111' },
    })
  ).json();
  const verified = await request.post('/api/payment/verify-payment', {
    headers,
    data: { ...payment, internalOrderId: intent.internalOrderId },
  });
  expect(verified.ok()).toBe(true);
  return {
    email,
    token: token as string,
    orderNumber: (await verified.json()).orderNumber as string,
  };
}
