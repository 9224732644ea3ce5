/**
 * The blog's content markup, for the editor's live preview: '## ' heading, '### ' subheading,
 * '- ' bullet, '**bold**', blank line between paragraphs. A copy of the blog page's rules (a
 * feature may not import another); it belongs in packages/shared so both read one version.
 */
export type Span = { text: string; bold: boolean };
export type Block =
  | { type: 'heading'; level: 2 | 3; spans: Span[] }
  | { type: 'paragraph'; spans: Span[] }
  | { type: 'list'; items: Span[][] };

const HEADING = /^(#{2,3})(?:\s+(.*))?$/;
const ITEM = /^-(?:\s+(.*))?$/;

export function parseSpans(text: string): Span[] {
  // Splitting on the bold pairs leaves plain text at even and bold text at odd positions.
  return text
    .split(/\*\*(.+?)\*\*/g)
    .map((part, i) => ({ text: part, bold: i % 2 === 1 }))
    .filter((span) => span.text !== '');
}

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Span[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ type: 'paragraph', spans: parseSpans(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = heading ? null : ITEM.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      const title = heading[2]?.trim();
      if (title)
        blocks.push({
          type: 'heading',
          level: heading[1] === '###' ? 3 : 2,
          spans: parseSpans(title),
        });
    } else if (item) {
      if (paragraph.length > 0) flush();
      const body = item[1]?.trim();
      if (body) (list ??= []).push(parseSpans(body));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
