import { describe, expect, it } from 'vitest';
import { parseSearchState, toSearchParams, toSearchRequest } from './search-params';

const parse = (search: string) => parseSearchState(new URLSearchParams(search));

describe('search params', () => {
  it('round-trips a full state, leaving defaults out', () => {
    const search = 'q=planner&category=planners&price=b3&sort=price-desc&view=list&page=2';
    expect(toSearchParams(parse(search)).toString()).toBe(search);
    expect(toSearchParams(parse('sort=relevance&view=grid&page=1&category=all')).toString()).toBe(
      '',
    );
  });

  it('asks the API for the half-open band the facet counts count, in the display currency', () => {
    expect(toSearchRequest(parse('price=b1'), 'INR')).toMatchObject({
      priceBand: 'b1',
      currency: 'INR',
    });
    expect(toSearchRequest(parse('price=b2'), 'USD')).toMatchObject({
      priceBand: 'b2',
      currency: 'USD',
    });
    expect(toSearchRequest(parse('price=all'), 'INR').priceBand).toBeUndefined();
    // A band id from before the bands were per currency is no band.
    expect(toSearchRequest(parse('price=under-20'), 'INR').priceBand).toBeUndefined();
  });

  it('keeps well-formed option values once, sorted, within what the API accepts', () => {
    const state = parse('opt=Size:A3&opt=Ruling:Dotted&opt=Size:A3&opt=broken&opt=:x');
    expect(state.opt).toEqual(['Ruling:Dotted', 'Size:A3']);
    expect(toSearchParams(state).toString()).toBe('opt=Ruling%3ADotted&opt=Size%3AA3');
    expect(toSearchRequest(state, 'INR').opt).toEqual(['Ruling:Dotted', 'Size:A3']);
    expect(toSearchRequest(parse(''), 'INR').opt).toBeUndefined();
    const many = Array.from({ length: 20 }, (_, i) => `opt=Size:S${i}`).join('&');
    expect(parse(many).opt).toHaveLength(12);
    expect(parse('opt=A:1&opt=B:1&opt=C:1&opt=D:1&opt=E:1').opt).toEqual([
      'A:1',
      'B:1',
      'C:1',
      'D:1',
    ]);
  });

  it('trims and bounds the text, and keeps pages within what the API accepts', () => {
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
    expect(parse('q=%20%20planner%20').q).toBe('planner');
    expect(parse('page=5000').page).toBe(1000);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('category=PLANNERS').category).toBe('planners');
  });
});
