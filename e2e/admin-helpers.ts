/** Helpers of e2e/admin.spec.ts: the owner's first sign-in, pictures to upload, a paid order. */
import type { APIRequestContext, Cookie, Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import type { Product } from '../packages/shared/src/product';
import { ADMIN_EMAIL, ADMIN_LINK_FILE } from '../playwright.config';
import { expect, test } from './fixtures';

export const OWNER_PASSWORD = 'Calm-owner-2026';
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** Sets the owner's password through the printed link, once per server (a used link is refused). */
export async function ensureOwnerPassword(page: Page, request: APIRequestContext) {
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

/** The owner's authenticator secret, kept beside the set-password link once enrolled. */
const TOTP_FILE = `${ADMIN_LINK_FILE}.totp`;
const STEP_MS = 30_000;

/**
 * The code an authenticator app would show, for a time step after the last one used (a code
 * works once): the current step, or the next one (accepted within the window), or after a wait.
 */
export async function nextOwnerCode(secret: string): Promise<string> {
  const lastFile = `${TOTP_FILE}.last`;
  const last = existsSync(lastFile) ? Number(readFileSync(lastFile, 'utf8')) : -1;
  let now = Math.floor(Date.now() / STEP_MS);
  if (last > now) {
    // The app shows the next code within 30 s: the journey waits for it, as the owner would.
    const wait = (last + 1) * STEP_MS - Date.now() + 50;
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((r) => setTimeout(r, wait));
    now = Math.floor(Date.now() / STEP_MS);
  }
  const step = Math.max(now, last + 1);
  writeFileSync(lastFile, String(step));
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: step * STEP_MS,
  });
}

/** Sets up two-step sign-in from the key the page shows; answers the secret. */
export async function enrolOwner(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Set-up key').innerText()).trim();
  await page.getByLabel('6-digit code from the app').fill(await nextOwnerCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  writeFileSync(TOTP_FILE, secret);
  await page.getByRole('button', { name: /open the back office/ }).click();
  return secret;
}

/** The second step of an owner's sign-in, with a code computed as the app would. */
export async function passOwnerSecondStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const secret = readFileSync(TOTP_FILE, 'utf8').trim();
  await page.getByLabel('6-digit code', { exact: true }).fill(await nextOwnerCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

const SESSION_FILE = `${ADMIN_LINK_FILE}.session.json`;

/** Keeps the owner's signed-in cookies, as a browser would between visits (12 hours at most). */
export async function saveOwnerSession(page: Page) {
  writeFileSync(SESSION_FILE, JSON.stringify(await page.context().cookies()));
}

/**
 * Opens the back office as the owner. The first time: sent to log in, the password, then the
 * second step (set up on the very first sign-in). Later: the kept session, as a returning owner's
 * browser has it (a code from the app works once per 30 s, so each journey does not sign in anew).
 */
export async function signInAsOwner(page: Page, request: APIRequestContext) {
  await ensureOwnerPassword(page, request);
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  if (existsSync(SESSION_FILE)) {
    // Still signed in, past the second step? (A journey that signed the owner out ended it.)
    const cookies = JSON.parse(readFileSync(SESSION_FILE, 'utf8')) as Cookie[];
    const token = cookies.find((c) => c.name === 'user_access_token')?.value;
    const state = token
      ? await request.get('/api/auth/two-step', { headers: { 'auth-token': token } })
      : undefined;
    if (state?.ok() && ((await state.json()) as { passed: boolean }).passed) {
      await page.context().addCookies(cookies);
      await page.goto('/admin');
      await expect(dashboard).toBeVisible();
      return;
    }
  }
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await logIn(page, ADMIN_EMAIL, OWNER_PASSWORD);
  if (existsSync(TOTP_FILE)) await passOwnerSecondStep(page);
  else await enrolOwner(page);
  await expect(dashboard).toBeVisible();
  await saveOwnerSession(page);
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
