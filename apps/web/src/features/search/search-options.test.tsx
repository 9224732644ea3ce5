/** Option facets on /search (record 042): checkbox groups in the URL, SKU matches open their variant. */
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { SearchFilters } from './components/search-filters';
import { parseSearchState } from './search-params';
import { facetsIn, renderSearchRoute, SEARCH, searchReply } from './testing/render-search-route';

const journal = buildProduct({ title: 'Dot Grid Bullet Journal' });
const facets = {
  ...facetsIn('INR'),
  options: [
    {
      name: 'Ruling',
      values: [
        { value: 'Dotted', count: 1 },
        { value: 'Ruled', count: 2 },
      ],
    },
    {
      name: 'Colour',
      values: [
        { value: 'Charcoal', count: 1 },
        { value: 'Sage', count: 2 },
      ],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(...entries: string[]) {
  const api = stubApi({ [SEARCH]: () => searchReply([journal], { facets }) });
  const rendered = renderSearchRoute(...entries);
  const lastCall = () =>
    api
      .callsTo(SEARCH)
      .filter((url) => url.searchParams.get('pageSize') !== '1')
      .at(-1)!.searchParams;
  return { ...rendered, ...api, lastCall };
}

describe('search by option', { timeout: 15_000 }, () => {
  it('shows each option as a group of checkboxes with counts', async () => {
    setup('/search?q=journal');
    await screen.findByText('1 product found');
    const ruling = screen.getByRole('group', { name: 'Ruling' });
    expect(
      within(ruling)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Dotted (1)', 'Ruled (2)']);
    expect(screen.getByRole('checkbox', { name: 'Sage (2)' })).not.toBeChecked();
  });

  it('puts the chosen values in the URL, asks the API for them, and resets them', async () => {
    const { user, expectParams, lastCall } = setup('/search?q=journal&page=2');
    await screen.findByText('1 product found');

    await user.click(screen.getByRole('checkbox', { name: 'Dotted (1)' }));
    expect(screen.getByRole('checkbox', { name: 'Dotted (1)' })).toBeChecked();
    await expectParams('q=journal&opt=Ruling%3ADotted');
    await user.click(screen.getByRole('checkbox', { name: 'Sage (2)' }));
    await expectParams('q=journal&opt=Colour%3ASage&opt=Ruling%3ADotted');
    await waitFor(() => expect(lastCall().getAll('opt')).toEqual(['Colour:Sage', 'Ruling:Dotted']));

    await user.click(screen.getByRole('checkbox', { name: 'Dotted (1)' }));
    await expectParams('q=journal&opt=Colour%3ASage');
    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    await expectParams('q=journal');
    await waitFor(() => expect(lastCall().getAll('opt')).toEqual([]));
  });

  it('opens the variant a SKU named', async () => {
    stubApi({
      [SEARCH]: () =>
        searchReply([Object.assign({}, journal, { matchedVariantId: 'v-sage' })], { facets }),
    });
    renderSearchRoute('/search?q=DOT-GRID-SAGE');
    const link = await screen.findByRole('link', { name: 'Dot Grid Bullet Journal' });
    expect(link).toHaveAttribute('href', `/products/${journal._id}?variant=v-sage`);
  });

  it('is a GET form to /search before the app runs, keeping the text', () => {
    const state = parseSearchState(new URLSearchParams('q=journal&opt=Ruling:Dotted&sort=rating'));
    const html = renderToString(
      <SearchFilters
        id="f"
        open
        state={state}
        currency="INR"
        facets={facets}
        allPricesCount={3}
        onCategory={() => {}}
        onPrice={() => {}}
        onOption={() => {}}
        onReset={() => {}}
      />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    const sent = new FormData(form);
    expect(sent.getAll('opt')).toEqual(['Ruling:Dotted']);
    expect(sent.get('q')).toBe('journal');
    expect(sent.get('sort')).toBe('rating');
    expect(within(form).getByRole('button', { name: 'Apply filters' })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
