/** One branded layout for every shop mail, as HTML and plain text. All content is escaped. */
export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A large, copyable value such as a one-time code. */
  code?: string;
  footer?: string;
  /** Blocks after the paragraphs, such as an order's lines, totals and address. */
  sections?: MailSection[];
};
/** A titled block: free lines (an address), and/or label-value rows (a receipt), bold when `strong`. */
export type MailSection = {
  title?: string;
  lines?: string[];
  rows?: { label: string; value: string; strong?: boolean }[];
  /** A link shown under the block, e.g. the carrier's tracking page. */
  link?: { label: string; url: string };
};

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.sections ?? []).flatMap(sectionText),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer ??
      'Mindful Marks — journals, trackers, planners and posters for mindful living.',
  ].join('\n');

  const html = `<!doctype html><html><body style="margin:0;background:#f5efe4;font-family:Georgia,serif;color:#263629">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fffdf8;border-radius:12px;padding:32px">
<tr><td style="font-size:13px;letter-spacing:2px;text-transform:uppercase;color:#4a6a55">Mindful Marks</td></tr>
<tr><td style="padding-top:16px;font-size:24px">${escapeHtml(content.heading)}</td></tr>
${content.paragraphs.map((p) => `<tr><td style="padding-top:12px;font-size:16px;line-height:1.5;font-family:Arial,sans-serif">${escapeHtml(p)}</td></tr>`).join('\n')}
${(content.sections ?? []).map(sectionHtml).join('\n')}
${content.code ? `<tr><td style="padding-top:20px;font-size:32px;letter-spacing:8px;font-family:monospace">${escapeHtml(content.code)}</td></tr>` : ''}
${content.action ? `<tr><td style="padding-top:24px"><a href="${escapeHtml(content.action.url)}" style="background:#3f5a4a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-family:Arial,sans-serif">${escapeHtml(content.action.label)}</a></td></tr>` : ''}
<tr><td style="padding-top:28px;font-size:12px;color:#6b6b6b;font-family:Arial,sans-serif">${escapeHtml(content.footer ?? 'Mindful Marks — journals, trackers, planners and posters for mindful living.')}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}

const FONT = 'font-family:Arial,sans-serif';

function sectionText(s: MailSection): string[] {
  const width = Math.max(0, ...(s.rows ?? []).map((r) => r.label.length)) + 2;
  return [
    ...(s.title ? [s.title.toUpperCase()] : []),
    ...(s.lines ?? []),
    ...(s.rows ?? []).map((r) => `${`${r.label}:`.padEnd(width)}${r.value}`),
    ...(s.link ? [`${s.link.label}: ${s.link.url}`] : []),
    '',
  ];
}

function sectionHtml(s: MailSection): string {
  const title = s.title
    ? `<div style="font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#4a6a55;padding-bottom:6px">${escapeHtml(s.title)}</div>`
    : '';
  const lines = (s.lines ?? []).map((l) => `<div>${escapeHtml(l)}</div>`).join('');
  const rows = s.rows?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${s.rows
        .map((r) => {
          const weight = r.strong ? 'font-weight:bold;' : '';
          return `<tr><td style="padding:3px 0;${weight}">${escapeHtml(r.label)}</td><td align="right" style="padding:3px 0;white-space:nowrap;${weight}">${escapeHtml(r.value)}</td></tr>`;
        })
        .join('')}</table>`
    : '';
  const link = s.link
    ? `<div style="padding-top:6px"><a href="${escapeHtml(s.link.url)}" style="color:#3f5a4a">${escapeHtml(s.link.label)}</a></div>`
    : '';
  return `<tr><td style="padding-top:20px;font-size:15px;line-height:1.5;${FONT}">${title}${lines}${rows}${link}</td></tr>`;
}
