import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildVariantJournal } from '../../components/product/testing/build-variants';
import { stubApi, type ApiRoutes } from '../../components/product/testing/stub-api';
import { useCartStore } from '../../stores/cart-store';
import { renderCatalogRoute } from './testing/render-catalog-route';

const journal = buildVariantJournal();

function serve(extra: ApiRoutes = {}) {
  return stubApi({
    '/api/products/get-products/:id': () => ({ body: { success: true, products: journal } }),
    ...extra,
  });
}

const optionLink = (group: string, value: RegExp | string) =>
  within(screen.getByRole('group', { name: group })).getByRole('link', { name: value });
/** The page with its prices drawn (the rates load first). */
const loaded = async (sku: string) => {
  await screen.findByText(sku, {}, { timeout: 4000 });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
};
const mainImage = () =>
  within(screen.getByRole('group', { name: /^Image 1 of/ }))
    .getByRole('img')
    .getAttribute('src');

beforeEach(() => {
  useCartStore.getState().clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

describe('the product page of a product sold in variants', { timeout: 15_000 }, () => {
  it('opens on the first variant in stock and marks the values sold out or not made with the other choice kept', async () => {
    serve();
    const { user } = renderCatalogRoute('/products/journal');

    await loaded('JOURNAL-CHARCOAL-DOTTED');
    expect(screen.getByText('₹649')).toBeInTheDocument();
    expect(optionLink('Colour', 'Charcoal')).toHaveAttribute('aria-current', 'true');
    expect(optionLink('Ruling', 'Dotted')).toHaveAttribute('aria-current', 'true');
    expect(optionLink('Ruling', 'Ruled')).not.toHaveAttribute('aria-current');

    await user.click(optionLink('Colour', 'Terracotta'));
    expect(optionLink('Ruling', 'Ruled, sold out')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    await user.click(optionLink('Colour', 'Sage'));
    expect(optionLink('Ruling', 'Ruled, not made in this combination')).toBeInTheDocument();
    // From Ruled, Sage is not made: its link leads to the nearest variant sold (Sage / Dotted).
    await user.click(optionLink('Colour', 'Charcoal'));
    await user.click(optionLink('Ruling', 'Ruled'));
    expect(optionLink('Colour', 'Sage, not made in this combination')).toHaveAttribute(
      'href',
      '/products/journal?variant=v-sage-dotted',
    );
  });

  it('follows the choice in price, picture, SKU and the address, in place', async () => {
    serve();
    const { user, router } = renderCatalogRoute('/products/journal');
    await loaded('JOURNAL-CHARCOAL-DOTTED');
    expect(screen.getByText('₹649')).toBeInTheDocument();
    expect(mainImage()).toContain('journal-1.webp');

    // Each value is a real link to its variant (choosing works without the scripts).
    expect(optionLink('Colour', 'Sage')).toHaveAttribute(
      'href',
      '/products/journal?variant=v-sage-dotted',
    );
    await user.click(optionLink('Colour', 'Sage'));
    expect(mainImage()).toContain('journal-sage.webp');
    expect(screen.getByText('JOURNAL-SAGE-DOTTED')).toBeInTheDocument();
    expect(window.location.search).toBe('?variant=v-sage-dotted');

    await user.click(optionLink('Colour', 'Charcoal'));
    await user.click(optionLink('Ruling', 'Ruled'));
    expect(screen.getByText('₹599')).toBeInTheDocument();
    expect(screen.queryByText('₹649')).not.toBeInTheDocument();
    expect(mainImage()).toContain('journal-1.webp');
    expect(window.location.search).toBe('?variant=v-charcoal-ruled');
    // No navigation happened: the router still stands on the address it opened.
    expect(router.state.location.search).toBe('');
  });

  it('opens on the variant its address names', async () => {
    serve();
    renderCatalogRoute('/products/journal?variant=v-terracotta-dotted');
    expect(await screen.findByText('JOURNAL-TERRACOTTA-DOTTED')).toBeInTheDocument();
    expect(optionLink('Colour', 'Terracotta')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
  });

  it('adds one cart line per variant, each with its SKU and option label', async () => {
    serve();
    const { user } = renderCatalogRoute('/products/journal');
    await loaded('JOURNAL-CHARCOAL-DOTTED');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(optionLink('Colour', 'Sage'));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(useCartStore.getState().items).toMatchObject([
      {
        _id: 'journal',
        variantId: 'v-charcoal-dotted',
        sku: 'JOURNAL-CHARCOAL-DOTTED',
        optionLabel: 'Charcoal / Dotted',
        price: 649,
        quantity: 1,
      },
      { _id: 'journal', variantId: 'v-sage-dotted', optionLabel: 'Sage / Dotted', quantity: 2 },
    ]);
    expect(useCartStore.getState().items[1]!.image).toEqual(['journal-sage.webp']);
  });

  it("offers a visitor 'Notify me when it's back' with an e-mail field on a sold-out variant, and shows the answer", async () => {
    const { fetchMock } = serve({
      '/api/products/:productId/variants/:variantId/notify-me': () => ({
        body: { success: true, status: 'confirm-email', message: 'Check your inbox to confirm.' },
      }),
    });
    const { user } = renderCatalogRoute('/products/journal?variant=v-terracotta-ruled');

    await screen.findByText('JOURNAL-TERRACOTTA-RULED');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: "Notify me when it's back" }));

    expect(await screen.findByText('Check your inbox to confirm.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/notify-me'))!;
    expect(String(call[0])).toBe('/api/products/journal/variants/v-terracotta-ruled/notify-me');
    expect(JSON.parse(String(((call as unknown[])[1] as RequestInit).body))).toEqual({
      email: 'asha@example.com',
    });
  });

  it('shows the reason the server refuses a notify-me request', async () => {
    serve({
      '/api/products/:productId/variants/:variantId/notify-me': () => ({
        status: 400,
        body: { success: false, message: 'Please enter a valid email address' },
      }),
    });
    const { user } = renderCatalogRoute('/products/journal?variant=v-terracotta-ruled');
    await user.type(await screen.findByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid email address'),
    );
  });
});
