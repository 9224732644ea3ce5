/** Journeys through the content forms: contact (errors, send, thank-you, cleared) with its FAQ, and the footer newsletter. */
import { expect, test } from './fixtures';

test('contact: errors, then a valid message is sent, thanked for and cleared; the FAQ opens', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact/);
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  for (const text of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Message' }).fill('Too short');
  await send.click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

  // Hold the request so the busy label can be seen, then let it through to the real API.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact/send-message', async (route) => {
    await held;
    await route.continue();
  });
  const fields = {
    Name: 'Asha Menon',
    Email: 'asha.e2e@example.com',
    Subject: 'Bulk order for our café',
    Message: 'Could you send your wholesale catalogue, please?',
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await send.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  const response = page.waitForResponse('**/api/contact/send-message');
  release();
  expect((await response).status()).toBe(201);
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your message' }),
  ).toBeVisible();
  for (const label of Object.keys(fields))
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('');

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.locator('details')).toHaveCount(9);
  await faq.getByText('How long does shipping take?').click();
  await expect(faq.getByText(/3-7 business days/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
});

test('newsletter in the footer: an invalid address, then a valid one, confirmed from the mail', async ({
  page,
}) => {
  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  const email = form.getByLabel('Email address');
  await email.fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const address = `reader.${Date.now()}@example.com`;
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Subscribed successfully! Please confirm with the link we just e-mailed you.'),
  ).toBeVisible();
  await expect(email).toHaveValue('');

  // Double opt-in: the mailed link confirms.
  const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    mails: { to: string; subject: string; text: string }[];
  };
  const mail = mails.find((m) => m.to === address)!;
  expect(mail.subject).toBe('Please confirm your Mindful Marks subscription');
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
});
