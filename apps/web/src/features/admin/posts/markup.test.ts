import { describe, expect, it } from 'vitest';
import { parseMarkup } from './markup';

describe('parseMarkup (the blog markup, for the live preview)', () => {
  it('reads headings, subheadings, bullets, bold and paragraphs', () => {
    const text =
      '## Start small\nOne **tiny** habit\nper day.\n\n### Why\n- Less friction\n- **Kind** to yourself\nAfter the list';
    expect(parseMarkup(text)).toEqual([
      { type: 'heading', level: 2, spans: [{ text: 'Start small', bold: false }] },
      {
        type: 'paragraph',
        spans: [
          { text: 'One ', bold: false },
          { text: 'tiny', bold: true },
          { text: ' habit per day.', bold: false },
        ],
      },
      { type: 'heading', level: 3, spans: [{ text: 'Why', bold: false }] },
      {
        type: 'list',
        items: [
          [{ text: 'Less friction', bold: false }],
          [
            { text: 'Kind', bold: true },
            { text: ' to yourself', bold: false },
          ],
        ],
      },
      { type: 'paragraph', spans: [{ text: 'After the list', bold: false }] },
    ]);
  });

  it('keeps markup-looking text that is not markup as plain text', () => {
    expect(parseMarkup('##Title and **open bold <b>x</b>')).toEqual([
      { type: 'paragraph', spans: [{ text: '##Title and **open bold <b>x</b>', bold: false }] },
    ]);
  });
});
