import { describe, expect, it } from 'vitest';
import { parseInline } from './blog-markup';
import { findProductMentions, linkMentions, productNames } from './product-mentions';

const products = [
  { id: 'habit', title: '90-Day Habit Tracker Journal' },
  { id: 'gratitude', title: 'Gratitude Journal — Linen Edition' },
  { id: 'weekly', title: 'Undated Weekly Planner — Linen Cover' },
  { id: 'mood', title: 'Daily Mood Tracker Pad' },
];

describe('product mentions', () => {
  it('answers to the title, the title before an edition, and that without a format word', () => {
    expect(productNames('90-Day Habit Tracker Journal')).toEqual([
      '90-Day Habit Tracker Journal',
      '90-Day Habit Tracker',
    ]);
    expect(productNames('Gratitude Journal — Linen Edition')).toEqual([
      'Gratitude Journal — Linen Edition',
      'Gratitude Journal',
    ]);
  });

  it('finds each product a text names once, in order, and not inside other words', () => {
    const text =
      'Our Undated Weekly Planner pairs with our 90-Day Habit Tracker. Use the 90-Day Habit Tracker daily; a Gratitude Journaling habit is not a product.';
    expect(findProductMentions(text, products)).toEqual([
      { id: 'weekly', name: 'Undated Weekly Planner' },
      { id: 'habit', name: '90-Day Habit Tracker' },
    ]);
  });

  it('links the first mention of each product, keeping bold runs and the rest as text', () => {
    const spans = parseInline('Try the **Gratitude Journal** and the Gratitude Journal again.');
    const mentions = findProductMentions('Gratitude Journal', products);
    const linked = new Set<string>();
    expect(linkMentions(spans, mentions, linked)).toEqual([
      { text: 'Try the ', bold: false },
      { text: 'Gratitude Journal', bold: true, productId: 'gratitude' },
      { text: ' and the Gratitude Journal again.', bold: false },
    ]);
    // A later block does not link it again.
    expect(linkMentions(parseInline('The Gratitude Journal.'), mentions, linked)).toEqual([
      { text: 'The Gratitude Journal.', bold: false },
    ]);
  });
});
