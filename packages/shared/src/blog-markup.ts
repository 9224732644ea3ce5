/**
 * The blog's content markup (spec '/blog/{slug}'): '## ' heading, '### ' subheading, '- ' bullet
 * item (consecutive items form one list), '**text**' bold, blank lines between paragraphs.
 * Everything else is plain text: the result is data for React to render, never HTML.
 */

export type InlineSpan = { text: string; bold: boolean };

export type BlogBlock =
  | { type: 'heading'; level: 2 | 3; spans: InlineSpan[] }
  | { type: 'paragraph'; spans: InlineSpan[] }
  | { type: 'list'; items: InlineSpan[][] };

const BOLD = /\*\*(.+?)\*\*/g;
/** A marker needs a space after it ('##Title' is text); a bare marker is an empty block. */
const HEADING = /^(#{2,3})(?:\s+(.*))?$/;
const ITEM = /^-(?:\s+(.*))?$/;

/** Splits a line into plain and bold runs; an unmatched '**' stays as literal text. */
export function parseInline(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  const push = (value: string, bold: boolean) => {
    if (!value) return;
    const last = spans.at(-1);
    if (last && last.bold === bold) last.text += value;
    else spans.push({ text: value, bold });
  };
  let index = 0;
  for (const match of text.matchAll(BOLD)) {
    push(text.slice(index, match.index), false);
    push(match[1] ?? '', true);
    index = match.index + match[0].length;
  }
  push(text.slice(index), false);
  return spans;
}

export function parseBlogMarkup(text: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  let paragraph: string[] = [];
  let list: InlineSpan[][] | null = null;

  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ type: 'paragraph', spans: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = null;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const item = heading ? null : ITEM.exec(line);
    if (heading) {
      flush();
      const title = heading[2]?.trim();
      if (title)
        blocks.push({
          type: 'heading',
          level: heading[1] === '###' ? 3 : 2,
          spans: parseInline(title),
        });
    } else if (item) {
      if (paragraph.length > 0) flush();
      const body = item[1]?.trim();
      if (body) (list ??= []).push(parseInline(body));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
