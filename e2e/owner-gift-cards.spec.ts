/**
 * Issue 28: the owner issues a ₹500 gift card to Meera by hand, sees its code once, finds it in
 * the list as active, opens it and disables it; the shop then refuses the code. Named owner-* so it
 * runs after admin-two-step.spec.ts (files run in name order), which needs the owner's very first
 * sign-in.
 */
import { GIFT_CARD_MESSAGES, normaliseGiftCardCode } from '../packages/shared/src/gift-cards';
import { admin, signInAsOwner, unique } from './admin-helpers';
import { expect, test } from './fixtures';

test('the owner issues a ₹500 card to Meera, sees the code once, and disables the card', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsOwner(page, request);
  await admin(page).getByRole('link', { name: 'Gift cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();

  // ₹500 for Meera, mailed to her.
  await page.getByRole('link', { name: 'Issue a gift card' }).click();
  const form = page.getByRole('form', { name: 'Issue a gift card' });
  await expect(form.getByLabel('Valid for (days)')).toHaveValue('365');
  await form.getByLabel('Amount (₹)').fill('500');
  await form.getByLabel('Recipient’s name').fill('Meera');
  await form.getByLabel('Recipient’s e-mail (optional)').fill(`meera.${unique()}@example.com`);
  await form.getByRole('button', { name: 'Issue gift card' }).click();

  // The code, once, with the warning and a Copy button.
  const box = page.getByRole('region', { name: 'The gift card’s code' });
  await expect(
    box.getByText('This code is shown only now. Copy it or make sure the recipient got the mail.'),
  ).toBeVisible();
  const shown = (await box.getByLabel('Gift card code').innerText()).trim();
  expect(shown).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
  const code = normaliseGiftCardCode(shown);
  const last4 = code.slice(-4);
  await box.getByRole('button', { name: 'Copy code' }).click();
  await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

  // In the list: active, ₹500, Meera's.
  await page.getByRole('link', { name: 'Back to gift cards' }).click();
  const row = page.getByRole('row').filter({ hasText: `•••• ${last4}` });
  await expect(row).toContainText('Issued by you');
  await expect(row).toContainText('Meera');
  await expect(row).toContainText('₹500');
  await expect(row.getByText('Active', { exact: true }).last()).toBeVisible();
  // The code itself is never shown again.
  await expect(page.getByText(shown)).toHaveCount(0);

  // Opened and disabled, after saying yes.
  await row.getByRole('link', { name: `Gift card ending ${last4}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Gift card •••• ${last4}` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ledger' })).toContainText('Issued');
  await page.getByRole('button', { name: 'Disable card' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Disable gift card •••• ${last4}?` });
  await dialog.getByRole('button', { name: 'Yes, disable the card' }).click();
  await expect(page.getByText(`Gift card •••• ${last4} is disabled`)).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable card' })).toHaveCount(0);

  // The shop refuses the code now.
  const balance = await page.request.post('/api/gift-cards/balance', { data: { code } });
  expect(balance.status()).toBe(400);
  expect(((await balance.json()) as { message: string }).message).toBe(GIFT_CARD_MESSAGES.disabled);
});
