/**
 * Issue 28: the owner creates a festival code, sees it active in the list, caps its uses, and hands
 * out single-use codes as a CSV file. Named owner-* so it runs after admin-two-step.spec.ts (files
 * run in name order), which needs the owner's very first sign-in.
 */
import { readFile } from 'node:fs/promises';
import { admin, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';

test('the owner creates FESTIVE10, caps it, and downloads 5 bulk codes', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInAsOwner(page, request);
  await admin(page).getByRole('link', { name: 'Discounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();

  // 10% off with the code FESTIVE10, on orders from ₹500.
  await page.getByRole('link', { name: 'New discount' }).click();
  const form = page.getByRole('form', { name: 'New discount' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Festive ten');
  await form.getByLabel('Code', { exact: true }).fill('festive10');
  await form.getByLabel('Kind').selectOption({ label: 'Percentage off' });
  await form.getByLabel('Percentage off (%)').fill('10');
  await form.getByLabel('Minimum order (₹)').fill('500');
  await form.getByRole('button', { name: 'Create discount' }).click();
  await expect(page.getByText('“Festive ten” created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/discounts$/);

  const item = page
    .getByRole('list', { name: 'Discounts' })
    .getByRole('listitem')
    .filter({ hasText: 'FESTIVE10' });
  await expect(item).toContainText('FESTIVE10 · 10% off · on orders from ₹500');
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await expect(item).toContainText('0 (no cap)');

  // A cap of 100 uses.
  await item.getByRole('link', { name: 'Festive ten' }).click();
  const edit = page.getByRole('form', { name: 'Edit discount' });
  await expect(edit.getByLabel('Code', { exact: true })).toHaveValue('FESTIVE10');
  await edit.getByLabel('Uses in all').fill('100');
  await edit.getByRole('button', { name: 'Save discount' }).click();
  await expect(page.getByText('“Festive ten” saved.')).toBeVisible();
  await expect(page.getByText(/used 0 of 100/)).toBeVisible();

  // Five single-use codes, then the file.
  const bulk = page.getByRole('form', { name: 'Generate bulk codes' });
  await bulk.getByLabel('How many codes').fill('5');
  await bulk.getByLabel('Prefix (optional)').fill('fest-');
  await bulk.getByRole('button', { name: 'Generate codes' }).click();
  await expect(page.getByText('5 codes created; this discount has 5 codes.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the 5 codes (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('discount-codes.csv');
  const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  expect(header).toBe('code,uses');
  expect(lines).toHaveLength(5);
  for (const line of lines) expect(line).toMatch(/^FEST-[2-9A-HJ-NP-Z]{8},0$/);

  await admin(page).getByRole('link', { name: 'Discounts' }).click();
  await expect(item).toContainText('FESTIVE10 + 5 bulk codes');
  await expect(item).toContainText('0 of 100');
});
