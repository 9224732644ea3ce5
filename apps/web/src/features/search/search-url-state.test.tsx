import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { renderSearchRoute, SEARCH, searchReply } from './testing/render-search-route';

const products = [buildProduct({ title: 'Weekly Planner', description: 'Plan calm weeks.' })];

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(...entries: string[]) {
  const api = stubApi({ [SEARCH]: () => searchReply(products) });
  const rendered = renderSearchRoute(...entries);
  // The last call for the results (not the small one counting 'All Prices').
  const lastCall = () =>
    api
      .callsTo(SEARCH)
      .filter((url) => url.searchParams.get('pageSize') !== '1')
      .at(-1)!.searchParams;
  return { ...rendered, ...api, lastCall };
}

// Each test clicks through the router and fetches: slow when the 2 cores are shared.
describe('SearchPage URL state', { timeout: 15_000 }, () => {
  it('puts the category and the price band in the URL and asks the API for them', async () => {
    const { user, expectParams, lastCall } = setup('/search?q=planner&page=3');
    await screen.findByText('1 product found');

    await user.click(screen.getByRole('radio', { name: /^Planners/ }));
    // Checked at once, while the route loader still holds the navigation back.
    expect(screen.getByRole('radio', { name: /^Planners/ })).toBeChecked();
    await expectParams('q=planner&category=planners');
    await user.click(screen.getByRole('radio', { name: /^₹500 - ₹999/ }));
    await expectParams('q=planner&category=planners&price=b2');
    await waitFor(() => expect(lastCall().get('priceBand')).toBe('b2'));
    expect(Object.fromEntries(lastCall())).toMatchObject({
      q: 'planner',
      category: 'planners',
      page: '1',
    });
  });

  it('puts the sort and the view in the URL', async () => {
    const { user, expectParams, lastCall } = setup('/search?q=planner&price=b2');
    await screen.findByText('1 product found');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: Low to High',
    );
    await expectParams('q=planner&price=b2&sort=price-asc');
    await waitFor(() => expect(lastCall().get('sort')).toBe('price-asc'));

    await user.click(screen.getByRole('button', { name: 'List view' }));
    await expectParams('q=planner&price=b2&sort=price-asc&view=list');
    const pressed = (name: string) =>
      screen.getByRole('button', { name }).getAttribute('aria-pressed');
    expect([pressed('List view'), pressed('Grid view')]).toEqual(['true', 'false']);
    expect(screen.getByText('Plan calm weeks.')).toBeInTheDocument();
  });

  it('restores every choice from the URL (a reload or a shared link)', async () => {
    setup('/search?q=planner&category=trackers&price=b1&sort=reviews&view=list');
    await screen.findByText('1 product found');
    expect(screen.getByRole('searchbox', { name: 'Refine your search' })).toHaveValue('planner');
    expect(screen.getByRole('radio', { name: /^Trackers/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Under ₹500/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('reviews');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Reset All' })).toBeEnabled();
  });

  it('ignores values it does not know', async () => {
    const { lastCall } = setup(
      '/search?category=gadgets&price=cheap&sort=random&view=cards&page=-2',
    );
    await screen.findByText('1 product found');
    expect(screen.getByRole('radio', { name: /^All \(/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^All Prices/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Reset All' })).toBeDisabled();
    expect(lastCall().toString()).toBe('currency=INR&sort=relevance&page=1&pageSize=24');
  });

  it('Back undoes a filter; Reset All clears both filters', async () => {
    const { user, expectParams, router } = setup('/search?q=planner');
    await screen.findByText('1 product found');
    await user.click(screen.getByRole('radio', { name: /^Posters/ }));
    await expectParams('q=planner&category=posters');
    await user.click(screen.getByRole('radio', { name: /^₹2,000 and above/ }));
    // Each choice is its own history entry once its navigation has landed.
    await expectParams('q=planner&category=posters&price=b4');

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('radio', { name: /^All Prices/ })).toBeChecked());
    await expectParams('q=planner&category=posters');

    await user.click(screen.getByRole('button', { name: 'Reset All' }));
    await expectParams('q=planner');
    expect(screen.getByRole('radio', { name: /^All \(/ })).toBeChecked();
  });

  it('a refined search replaces the history entry and keeps the filters', async () => {
    const { user, expectParams, router } = setup('/', '/search?q=planner&category=planners&page=2');
    await screen.findByText('1 product found');
    const input = screen.getByRole('searchbox', { name: 'Refine your search' });
    await user.clear(input);
    await user.type(input, 'habit tracker{Enter}');

    await expectParams('q=habit+tracker&category=planners');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(/Showing results for/)).toHaveTextContent('“habit tracker”');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the Filters toggle shows and hides the sidebar on small screens', async () => {
    const { user } = setup('/search');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveClass('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).not.toHaveClass('hidden');
  });
});
