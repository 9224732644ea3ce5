/**
 * The owner's two-step sign-in (issue 17). Runs before the other back-office journeys (files run
 * in name order on one worker): the owner account is new here, so this is its first sign-in.
 */
import {
  enrolOwner,
  ensureOwnerPassword,
  logIn,
  OWNER_PASSWORD,
  passOwnerSecondStep,
  saveOwnerSession,
} from './admin-helpers';
import { ADMIN_EMAIL } from '../playwright.config';
import { acceptHttpErrors, expect, test } from './fixtures';

test('the owner sets up two-step sign-in from the shown key, signs out, and signs in with a code', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The first sign-in: the password alone shows the set-up, not the back office.
  await ensureOwnerPassword(page, request);
  await page.goto('/admin');
  await logIn(page, ADMIN_EMAIL, OWNER_PASSWORD);
  await enrolOwner(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The server agrees: with the password-only session of a fresh sign-in, /api/admin is shut.
  const fresh = await request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: OWNER_PASSWORD },
  });
  const { token } = (await fresh.json()) as { token: string };
  const shut = await request.get('/api/admin/dashboard', { headers: { 'auth-token': token } });
  expect(shut.status()).toBe(401);

  // Sign out, then in again: the code from the app is asked for before the dashboard.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/admin');
  await logIn(page, ADMIN_EMAIL, OWNER_PASSWORD);
  await page.getByLabel('6-digit code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That code is not right, or was already used. Try the next one.'),
  ).toBeVisible();
  await page.getByLabel('6-digit code', { exact: true }).fill('');
  await passOwnerSecondStep(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await saveOwnerSession(page);
  acceptHttpErrors(consoleErrors, 401);
});
