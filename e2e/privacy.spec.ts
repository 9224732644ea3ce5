import { readFileSync } from 'node:fs';
import { acceptHttpErrors, expect, test } from './fixtures';
import { signedInShopper } from './shop-steps';

test('a customer downloads their data, then deletes their account', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = await signedInShopper(page, request, 'leaver');
  await page.goto('/profile');
  const privacy = page.getByRole('region', { name: 'Privacy and sessions' });

  // The download is the customer's own data, as JSON.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    privacy.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mindful-marks-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    profile: { name: string; email: string };
    orders: unknown[];
  };
  expect(data.profile).toMatchObject({ name: 'Kiran', email });
  expect(data.orders).toEqual([]);

  // Deleting asks for the password first; Cancel is where focus starts.
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    dialog.getByText('That password is not right. Your account has not been deleted.'),
  ).toBeVisible();
  await dialog.getByLabel('Your password').fill('secret12');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/^Your account has been deleted\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // The old e-mail and password no longer sign in.
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('secret12');
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  // The wrong password and the refused login answer 401, as they should.
  acceptHttpErrors(consoleErrors, 401);
});
