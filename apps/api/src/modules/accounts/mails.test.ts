/** What the account mails say: recipient, subject, the facts in text and HTML, links on PUBLIC_URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestMail } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://shop.example.test';
// A name that would inject markup if the HTML were not escaped.
const HOSTILE_NAME = 'Meera <b>"Bold"</b> & Co';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('account mails', () => {
  it('welcomes a new shopper by name (escaped in HTML) with a link to the products', async () => {
    const res = await post('/api/users/register', {
      name: HOSTILE_NAME,
      email: 'meera.mail@example.com',
      number: '+91 98450 00000',
      password: 'Calm#Days42',
    });
    expect(res.statusCode).toBe(201);

    const mail = await latestMail(t.db, 'meera.mail@example.com');
    expect(mail.subject).toBe('Welcome to Mindful Marks');
    expect(mail.text).toContain(`Welcome, ${HOSTILE_NAME}`);
    expect(mail.text).toContain(`Start browsing: ${PUBLIC_URL}/products`);
    expect(mail.html).toContain('Welcome, Meera &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/products"`);
  });

  it('sends a reset code and a reset link for the address on PUBLIC_URL', async () => {
    const user = await createUser(t.db, { email: 'reset.mail@example.com' });
    await post('/api/users/forget-password', { email: user.email });

    const mail = await latestMail(t.db, user.email);
    expect(mail.subject).toBe('Your Mindful Marks password reset');
    const code = mail.text.match(/^(\d{6})$/m)?.[1];
    expect(code).toBeDefined();
    const link = mail.text.match(/^Set a new password: (\S+)$/m)?.[1];
    expect(link).toMatch(
      new RegExp(
        `^${PUBLIC_URL}/reset-password\\?token=[\\w-]{20,}&email=reset.mail%40example.com$`,
      ),
    );
    expect(mail.text).toMatch(/within 10 minutes.*within 30 minutes/);
    expect(mail.html).toContain(`>${code}</td>`);
    // The link's & is escaped in the attribute, as HTML requires.
    expect(mail.html).toContain(`href="${link!.replace('&', '&amp;')}"`);
  });

  it('tells the shopper their password was changed, with a way to reset it', async () => {
    const user = await createUser(t.db, { email: 'changed.mail@example.com' });
    await post('/api/users/forget-password', { email: user.email });
    const otpCode = (await latestMail(t.db, user.email)).text.match(/^(\d{6})$/m)![1];
    const res = await post('/api/users/forget-password', {
      email: user.email,
      otpCode,
      password: 'Fresh#Start9',
    });
    expect(res.statusCode, res.body).toBe(200);

    const mail = await latestMail(t.db, user.email);
    expect(mail.subject).toBe('Your Mindful Marks password was changed');
    expect(mail.text).toContain('every other session was signed out');
    expect(mail.text).toContain(`Reset password: ${PUBLIC_URL}/forgot-password`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/forgot-password"`);
  });
});
