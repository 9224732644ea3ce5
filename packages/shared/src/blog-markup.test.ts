import { describe, expect, it } from 'vitest';
import { parseBlogMarkup, parseInline } from './blog-markup';

const plain = (text: string) => [{ text, bold: false }];

describe('parseInline', () => {
  it('splits bold runs from plain text', () => {
    expect(parseInline('Start **small** and **stay** kind')).toEqual([
      { text: 'Start ', bold: false },
      { text: 'small', bold: true },
      { text: ' and ', bold: false },
      { text: 'stay', bold: true },
      { text: ' kind', bold: false },
    ]);
  });

  it('keeps an unmatched or empty ** as text', () => {
    expect(parseInline('2 ** 3 is eight')).toEqual(plain('2 ** 3 is eight'));
    expect(parseInline('****')).toEqual(plain('****'));
    expect(parseInline('**a** and **b')).toEqual([
      { text: 'a', bold: true },
      { text: ' and **b', bold: false },
    ]);
  });
});

describe('parseBlogMarkup', () => {
  it('reads headings, subheadings, paragraphs and lists', () => {
    const text = [
      'Intro line one',
      'continues here.',
      '',
      '## A heading',
      '### A subheading',
      '- first',
      '- **second**',
      '',
      'After the list.',
    ].join('\n');
    expect(parseBlogMarkup(text)).toEqual([
      { type: 'paragraph', spans: plain('Intro line one continues here.') },
      { type: 'heading', level: 2, spans: plain('A heading') },
      { type: 'heading', level: 3, spans: plain('A subheading') },
      { type: 'list', items: [plain('first'), [{ text: 'second', bold: true }]] },
      { type: 'paragraph', spans: plain('After the list.') },
    ]);
  });

  it('makes one list of consecutive items and a new list after a gap', () => {
    const blocks = parseBlogMarkup('- a\n- b\n\n- c');
    expect(blocks).toEqual([
      { type: 'list', items: [plain('a'), plain('b')] },
      { type: 'list', items: [plain('c')] },
    ]);
  });

  it('closes a paragraph before a list and a list before a paragraph', () => {
    expect(parseBlogMarkup('Text\n- item\nMore').map((b) => b.type)).toEqual([
      'paragraph',
      'list',
      'paragraph',
    ]);
  });

  it('needs the space after the marker, and handles CRLF and stray spaces', () => {
    expect(parseBlogMarkup('##Not a heading\r\n-not an item\r\n  ## Indented  ')).toEqual([
      { type: 'paragraph', spans: plain('##Not a heading -not an item') },
      { type: 'heading', level: 2, spans: plain('Indented') },
    ]);
  });

  it('drops empty headings and items, and returns nothing for empty text', () => {
    expect(parseBlogMarkup('## \n- \n\n\n')).toEqual([]);
    expect(parseBlogMarkup('')).toEqual([]);
  });

  it('keeps markup-looking text as inert text (no HTML is produced)', () => {
    const blocks = parseBlogMarkup('<script>alert(1)</script>\n- [x](javascript:alert(1))');
    expect(blocks).toEqual([
      { type: 'paragraph', spans: plain('<script>alert(1)</script>') },
      { type: 'list', items: [plain('[x](javascript:alert(1))')] },
    ]);
  });
});
