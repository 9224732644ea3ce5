import type { Review } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../../components/product/testing/build-product';
import { stubApi, type ApiRoutes } from '../../../components/product/testing/stub-api';
import { useCartStore } from '../../../stores/cart-store';
import { renderWithRouter } from '../../../test/render-with-router';
import { ReviewsPanel } from './reviews-panel';
import { buildReview, reviewsBody, shopper } from './reviews/testing/build-review';

const product = buildProduct({ _id: 'p1', title: 'Habit Tracker', rating: 4, reviews: 2 });

function serve(reviews: Review[], extra: ApiRoutes = {}) {
  return stubApi({
    '/api/products/get-reviews/:productId': () => ({ body: reviewsBody(reviews) }),
    ...extra,
  });
}

function signInAs(purchased: boolean, reviews: Review[]) {
  document.cookie = 'signed_in=1; path=/';
  return serve(reviews, {
    '/api/users/fetch': () => ({ body: { success: true, user: shopper } }),
    '/api/products/purchase-status/:productId': () => ({ body: { success: purchased } }),
  });
}

const renderPanel = () =>
  renderWithRouter(<ReviewsPanel product={product} />, { path: '/products/p1' });

beforeEach(() => useCartStore.getState().clear());
afterEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('ReviewsPanel', () => {
  it('shows the average, count and distribution, and the reviews newest first', async () => {
    serve([
      buildReview({ user: { name: 'Meera' }, rating: 5, createdDate: '2025-01-01T00:00:00Z' }),
      buildReview({ user: { name: 'Dev' }, rating: 3, createdDate: '2025-03-01T00:00:00Z' }),
    ]);
    renderPanel();

    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Review by Dev',
      'Review by Meera',
    ]);
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Rating distribution' });
    expect(within(bars).getByText('5 stars: 1 review')).toBeInTheDocument();
    expect(within(bars).getByText('4 stars: 0 reviews')).toBeInTheDocument();
    expect(within(bars).getByText('3 stars: 1 review')).toBeInTheDocument();
  });

  it('marks the reviews of verified buyers, and only those', async () => {
    serve([
      buildReview({
        user: { name: 'Meera' },
        createdDate: '2025-01-01T00:00:00Z',
        boughtOptions: { Colour: 'Sage', Ruling: 'Dotted' },
      }),
      buildReview({ user: { name: 'Dev' }, verifiedBuyer: false }),
    ]);
    renderPanel();
    const meera = await screen.findByRole('article', { name: 'Review by Meera' });
    expect(within(meera).getByText('Verified buyer')).toBeInTheDocument();
    // The variant the reviewer bought (record 038).
    expect(within(meera).getByText('Bought: Sage / Dotted')).toBeInTheDocument();
    const dev = screen.getByRole('article', { name: 'Review by Dev' });
    expect(within(dev).queryByText('Verified buyer')).not.toBeInTheDocument();
    expect(within(dev).queryByText(/^Bought:/)).not.toBeInTheDocument();
  });

  it('sorts the reviews by rating or date', async () => {
    serve([
      buildReview({ user: { name: 'Meera' }, rating: 5, createdDate: '2025-01-01T00:00:00Z' }),
      buildReview({ user: { name: 'Dev' }, rating: 3, createdDate: '2025-03-01T00:00:00Z' }),
    ]);
    const { user } = renderPanel();
    const sort = await screen.findByLabelText('Sort reviews');
    expect(sort).toHaveValue('newest');

    await user.selectOptions(sort, 'Lowest rated');
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Review by Dev');
    await user.selectOptions(sort, 'Oldest');
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Review by Meera');
  });

  it('renders review text as plain text, never HTML', async () => {
    serve([buildReview({ title: '<b>Bold</b>', comment: '<img src=x onerror="alert(1)">' })]);
    renderPanel();

    const article = await screen.findByRole('article');
    expect(within(article).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(within(article).getByText('<b>Bold</b>')).toBeInTheDocument();
    expect(article.querySelector('img, b')).toBeNull();
  });

  it('asks a visitor to log in, with a link that returns to this page', async () => {
    const { callsTo } = serve([buildReview()]);
    renderPanel();

    expect(await screen.findByText('Please log in to leave a review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fproducts%2Fp1',
    );
    expect(callsTo('/api/products/purchase-status/:productId')).toHaveLength(0);
  });

  it('asks a signed-in shopper without a purchase to buy, and Add to Cart adds the product', async () => {
    signInAs(false, [buildReview()]);
    const { user } = renderPanel();

    expect(
      await screen.findByText('You need to purchase this product to leave a review.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().items).toMatchObject([{ _id: 'p1', quantity: 1 }]);
    expect(screen.queryByRole('button', { name: /review/i })).not.toBeInTheDocument();
  });

  it("offers a buyer 'Write a Review', opening the form with 5 stars", async () => {
    signInAs(true, [buildReview({ mine: false })]);
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    // The form's code loads on first open.
    expect(await screen.findByRole('heading', { name: 'Write a Review' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review')).toHaveValue('');
  });

  it("offers a buyer with a review 'Edit Your Review', prefilled with it", async () => {
    signInAs(true, [
      buildReview({ mine: true, rating: 3, title: 'Good', comment: 'Sturdy paper' }),
    ]);
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Edit Your Review' }));
    expect(await screen.findByRole('heading', { name: 'Edit Your Review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Good');
    expect(screen.getByLabelText('Your review')).toHaveValue('Sturdy paper');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Edit Your Review' })).not.toBeInTheDocument();
  });
});
