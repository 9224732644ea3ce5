import { describe, expect, it } from 'vitest';
import { initialVariant, pricesDiffer, variantLabel } from './variants';
import { lineDescription, lineOptions } from './line-options';
import { findVariant, optionValueState } from './variant-choice';
import { combinations, defaultSku, optionValuesProblem } from './variant-building';
import { productOptionsSchema, skuSchema } from './variant-schemas';

const OPTIONS = [
  { name: 'Colour', values: ['Sage', 'Charcoal'] },
  { name: 'Ruling', values: ['Dotted', 'Ruled'] },
];
const variants = [
  { _id: 'a', options: { Colour: 'Sage', Ruling: 'Dotted' }, countInStock: 0 },
  { _id: 'b', options: { Colour: 'Sage', Ruling: 'Ruled' }, countInStock: 3 },
  { _id: 'c', options: { Colour: 'Charcoal', Ruling: 'Dotted' }, countInStock: 5 },
];

describe('variants', () => {
  it('finds the variant of a choice, and says what choosing a value would give', () => {
    expect(findVariant(variants, { Ruling: 'Ruled', Colour: 'Sage' })?._id).toBe('b');
    expect(findVariant(variants, { Colour: 'Sage' })).toBeUndefined();
    const chosen = { Colour: 'Sage', Ruling: 'Ruled' };
    expect(optionValueState(variants, chosen, 'Ruling', 'Dotted')).toBe('sold-out');
    expect(optionValueState(variants, chosen, 'Colour', 'Charcoal')).toBe('not-made');
    expect(
      optionValueState(variants, { Colour: 'Charcoal', Ruling: 'Ruled' }, 'Ruling', 'Dotted'),
    ).toBe('available');
  });

  it('opens on the variant asked for, else the first in stock, else the first', () => {
    expect(initialVariant(variants, 'c')?._id).toBe('c');
    expect(initialVariant(variants, 'nope')?._id).toBe('b');
    expect(initialVariant(variants.map((v) => ({ ...v, countInStock: 0 })))?._id).toBe('a');
  });

  it('lists every combination in option order, and checks a variant fits its options', () => {
    expect(combinations(OPTIONS)).toEqual([
      { Colour: 'Sage', Ruling: 'Dotted' },
      { Colour: 'Sage', Ruling: 'Ruled' },
      { Colour: 'Charcoal', Ruling: 'Dotted' },
      { Colour: 'Charcoal', Ruling: 'Ruled' },
    ]);
    expect(combinations([])).toEqual([{}]);
    expect(optionValuesProblem(OPTIONS, { Colour: 'Sage', Ruling: 'Dotted' })).toBeNull();
    expect(optionValuesProblem(OPTIONS, { Colour: 'Sage' })).toBe('Ruling is missing');
    expect(optionValuesProblem(OPTIONS, { Colour: 'Blue', Ruling: 'Dotted' })).toBe(
      'Blue is not a value of Colour',
    );
    expect(optionValuesProblem(OPTIONS, { Colour: 'Sage', Ruling: 'Dotted', Size: 'A5' })).toBe(
      'Size is not an option of this product',
    );
  });

  it('refuses more than three options, twin names or values, and odd SKUs', () => {
    const four = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] }));
    expect(productOptionsSchema.safeParse(four).success).toBe(false);
    expect(
      productOptionsSchema.safeParse([
        { name: 'Size', values: ['A5'] },
        { name: 'size', values: ['B6'] },
      ]).success,
    ).toBe(false);
    expect(productOptionsSchema.safeParse([{ name: 'Size', values: ['A5', 'a5'] }]).success).toBe(
      false,
    );
    expect(skuSchema.safeParse('JOURNAL-SAGE/01').success).toBe(true);
    expect(skuSchema.safeParse('has space').success).toBe(false);
  });

  it('names a variant and a line as a shopper reads them', () => {
    expect(variantLabel({ Ruling: 'Dotted', Colour: 'Sage' }, OPTIONS)).toBe('Sage / Dotted');
    expect(lineDescription({ title: 'Journal', optionValues: { Colour: 'Sage' } })).toBe(
      'Journal (Sage)',
    );
    expect(lineDescription({ title: 'Journal', optionValues: {}, selectedColor: 'Blue' })).toBe(
      'Journal (Blue)',
    );
    expect(lineOptions({ options: {}, selectedColor: null })).toBe('');
    expect(defaultSku('dot-grid journal', { Colour: 'Night Blue' })).toBe(
      'DOT-GRID-JOURNAL-NIGHT-BLUE',
    );
  });

  it('says "From" only when the variants cost different amounts', () => {
    expect(
      pricesDiffer([
        { price: 10, salePrice: null },
        { price: 12, salePrice: 10 },
      ]),
    ).toBe(false);
    expect(
      pricesDiffer([
        { price: 10, salePrice: null },
        { price: 12, salePrice: null },
      ]),
    ).toBe(true);
  });
});
