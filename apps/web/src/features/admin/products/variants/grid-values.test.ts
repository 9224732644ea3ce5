import { describe, expect, it } from 'vitest';
import * as edit from './grid-values';

const grid = edit.toGridValues({
  success: true,
  options: [
    { name: 'Colour', values: ['Sage', 'Charcoal'] },
    { name: 'Ruling', values: ['Dotted', 'Ruled'] },
  ],
  variants: [
    ['Sage', 'Dotted'],
    ['Sage', 'Ruled'],
    ['Charcoal', 'Dotted'],
  ].map(([Colour, Ruling], i) => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    sku: `J-${Colour}-${Ruling}`,
    options: { Colour: Colour!, Ruling: Ruling! },
    price: 400,
    salePrice: null,
    countInStock: i,
    weightGrams: null,
    barcode: '',
    active: true,
    images: [],
    waiting: 0,
  })),
});

describe('grid edits', () => {
  it('generates only the combinations the grid lacks, with SKUs from the handle', () => {
    const next = edit.generateRows(grid, 'journal', '400');
    expect(next.rows.slice(3).map((r) => [r.values, r.sku, r.stock])).toEqual([
      [['Charcoal', 'Ruled'], 'JOURNAL-CHARCOAL-RULED', '0'],
    ]);
  });

  it('renaming a value renames it on its rows; removing one removes its rows', () => {
    const renamed = edit.renameValue(grid, 0, 0, 'Moss');
    expect(renamed.rows.map((r) => r.values[0])).toEqual(['Moss', 'Moss', 'Charcoal']);
    const removed = edit.removeValue(grid, 1, 1);
    expect(removed.options[1]!.values).toEqual(['Dotted']);
    expect(removed.rows.map((r) => r.sku)).toEqual(['J-Sage-Dotted', 'J-Charcoal-Dotted']);
  });

  it('removing an option keeps the first row of each combination left', () => {
    const next = edit.removeOption(grid, 1);
    expect(next.options.map((o) => o.name)).toEqual(['Colour']);
    expect(next.rows.map((r) => r.sku)).toEqual(['J-Sage-Dotted', 'J-Charcoal-Dotted']);
  });

  it('reorders values and stops at three options', () => {
    expect(edit.moveValue(grid, 0, 1, -1).options[0]!.values).toEqual(['Charcoal', 'Sage']);
    const three = edit.addOption(grid);
    expect(three.options.map((o) => o.name)).toEqual(['Colour', 'Ruling', 'Size']);
    expect(edit.addOption(three)).toBe(three);
  });

  it('sends options by name, and counts only the stocks typed differently', () => {
    const typed = edit.updateRow(edit.setAllPrices(grid, '450', ''), grid.rows[1]!.key, {
      stock: '7',
    });
    const input = edit.toGridInput(typed);
    expect(input.variants[0]).toMatchObject({
      options: { Colour: 'Sage', Ruling: 'Dotted' },
      price: 450,
      salePrice: null,
    });
    expect(edit.stockChanges(typed.rows).map((c) => [c.index, c.row.stock])).toEqual([[1, '7']]);
  });
});
