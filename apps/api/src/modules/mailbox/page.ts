/** The mailbox as a page a developer opens in the browser; every mail field is escaped. */
import type { MailboxService } from './service';

type Mail = Awaited<ReturnType<MailboxService['listLatest']>>[number];

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const linkify = (s: string) =>
  escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

export function renderMailboxPage(mails: Mail[]): string {
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toLocaleString('en-GB')}</p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox | Mindful Marks</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;background:#f5efe4;color:#263629}article{background:#fff;border-radius:12px;padding:16px 20px;margin:16px 0}h1{font-family:Georgia,serif}h2{font-size:18px;margin:0}.meta{color:#555;font-size:14px}pre{white-space:pre-wrap;font:15px/1.5 system-ui,sans-serif}a{color:#3f5a4a}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the shop would have sent. Shown only outside production when no SMTP server is configured.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
}
