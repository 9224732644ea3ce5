/** What the contact form and the newsletter mail: the shop's notice, the acknowledgement, the welcome. */
import { SUPPORT } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://shop.example.test';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('contact form mails', () => {
  const message = {
    name: 'Nisha <script>x()</script>',
    email: 'nisha.mail@example.com',
    subject: 'Bulk <b>order</b>',
    message: 'Do you sell <i>in bulk</i> to cafes & shops?',
  };

  it('acknowledges the sender, quoting the message, with nothing user-written as markup', async () => {
    const res = await post('/api/contact/send-message', message, '10.9.0.1');
    expect(res.statusCode, res.body).toBe(201);

    const ack = await latestMail(t.db, message.email);
    expect(ack.subject).toBe('We received your message — Mindful Marks');
    expect(ack.text).toContain(`Thank you, ${message.name}`);
    expect(ack.text).toContain('reply within one business day');
    expect(ack.text).toContain(`Your message: “${message.message}”`);
    expect(ack.html).toContain('Thank you, Nisha &lt;script&gt;x()&lt;/script&gt;');
    expect(ack.html).toContain('&lt;i&gt;in bulk&lt;/i&gt; to cafes &amp; shops?');
    expect(ack.html).not.toMatch(/<script|<i>/);
  });

  it("sends the shop a notice with the sender's address, subject and message", async () => {
    await post('/api/contact/send-message', message, '10.9.0.2');

    const notice = await latestMail(t.db, SUPPORT.email);
    expect(notice.subject).toBe(`Contact form: ${message.subject}`);
    expect(notice.text).toContain(`From: ${message.name} <${message.email}>`);
    expect(notice.text).toContain(`Subject: ${message.subject}`);
    expect(notice.text).toContain(message.message);
    expect(notice.html).toContain('Subject: Bulk &lt;b&gt;order&lt;/b&gt;');
    expect(notice.html).not.toMatch(/<script|<b>|<i>/);
  });
});

describe('newsletter mail', () => {
  it('asks a new subscriber to confirm, with the confirm and unsubscribe links on PUBLIC_URL', async () => {
    const res = await post(
      '/api/newsletter/subscribe',
      { email: 'letters@example.com' },
      '10.9.0.3',
    );
    expect(res.statusCode, res.body).toBe(200);

    const mail = await latestMail(t.db, 'letters@example.com');
    expect(mail.subject).toBe('Please confirm your Mindful Marks subscription');
    expect(mail.text).toContain('once or twice a month');
    expect(mail.text).toMatch(
      new RegExp(
        `Confirm my subscription: ${PUBLIC_URL}/api/newsletter/confirm\\?token=[\\w-]{20,}`,
      ),
    );
    const unsubscribe = mail.text.match(/Unsubscribe: (\S+)$/m)?.[1];
    expect(unsubscribe).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=[\\w-]{20,}$`),
    );
    expect(mail.html).toContain(`href="${PUBLIC_URL}/api/newsletter/confirm?token=`);
    expect(mail.html).toContain(unsubscribe!);
  });
});
