import { describe, expect, it } from 'vitest';
import { parseSearchState, toSearchParams, toSearchRequest } from './search-params';

const parse = (search: string) => parseSearchState(new URLSearchParams(search));

describe('search params', () => {
  it('round-trips a full state, leaving defaults out', () => {
    const search = 'q=planner&category=planners&price=30-40&sort=price-desc&view=list&page=2';
    expect(toSearchParams(parse(search)).toString()).toBe(search);
    expect(toSearchParams(parse('sort=relevance&view=grid&page=1&category=all')).toString()).toBe(
      '',
    );
  });

  it('asks the API for the half-open band the facet counts count', () => {
    expect(toSearchRequest(parse('price=under-20'))).toMatchObject({ priceBand: 'under-20' });
    expect(toSearchRequest(parse('price=20-30'))).toMatchObject({ priceBand: '20-30' });
    expect(toSearchRequest(parse('price=all')).priceBand).toBeUndefined();
  });

  it('trims and bounds the text, and keeps pages within what the API accepts', () => {
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
    expect(parse('q=%20%20planner%20').q).toBe('planner');
    expect(parse('page=5000').page).toBe(1000);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('category=PLANNERS').category).toBe('planners');
  });
});
