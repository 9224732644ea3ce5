import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { stubApi } from '../../components/product/testing/stub-api';
import { renderWithRouter } from '../../test/render-with-router';
import HomePage from './home-page';

const LIST = '/api/products/get-products';
/** The slider is a lazy chunk; on a busy machine its first import takes longer than 1 s. */
const LAZY_CHUNK_MS = 5000;

/** jsdom has no matchMedia (Embla and the reduced-motion check need it). */
function stubMatchMedia(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}

beforeEach(() => {
  stubMatchMedia(false);
  // Embla watches slides with IntersectionObserver, which jsdom does not have either.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('says so when there are no featured products', async () => {
    const { callsTo } = stubApi({ [LIST]: () => ({ body: { success: true, products: [] } }) });
    renderWithRouter(<HomePage />);

    expect(
      await screen.findByText('No featured products available at the moment.'),
    ).toBeInTheDocument();
    expect(callsTo(LIST)[0]?.searchParams.get('featured')).toBe('true');
  });

  it('shows featured products, the calls to action, collections and 12 testimonials', async () => {
    const featured = [buildProduct({ title: 'Gratitude Journal', featured: true })];
    stubApi({ [LIST]: () => ({ body: { success: true, products: featured } }) });
    renderWithRouter(<HomePage />);

    expect(await screen.findByRole('link', { name: 'Gratitude Journal' })).toHaveAttribute(
      'href',
      `/products/${featured[0]?._id}`,
    );
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    for (const category of ['trackers', 'planners', 'posters', 'journals', 'accessories']) {
      expect(
        screen.getByRole('link', { name: new RegExp(`shop ${category}`, 'i') }),
      ).toHaveAttribute('href', `/products?category=${category}`);
    }
    const slider = await screen.findByRole(
      'group',
      { name: 'Customer testimonials' },
      { timeout: LAZY_CHUNK_MS },
    );
    expect(within(slider).getAllByRole('group', { name: /of 12$/ })).toHaveLength(12);
    expect(within(slider).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
    expect(
      within(slider).getByRole('button', { name: 'Go to testimonial 3 of 12' }),
    ).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Pause testimonials' })).toBeInTheDocument();
    expect(document.title).toBe('Mindful Marks — Journals, Trackers, Planners & Posters');
  });

  it('keeps the testimonials still when the system asks for reduced motion', async () => {
    stubMatchMedia(true);
    stubApi({ [LIST]: () => ({ body: { success: true, products: [] } }) });
    const { user } = renderWithRouter(<HomePage />);

    const play = await screen.findByRole(
      'button',
      { name: 'Play testimonials' },
      { timeout: LAZY_CHUNK_MS },
    );
    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeInTheDocument();
  });
});
