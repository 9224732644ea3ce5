/** The product card as the server draws it: usable before the scripts run. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';
import { buildProduct } from './testing/build-product';

function serverMarkup(ui: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return container;
}

describe('ProductCard before the scripts run', () => {
  it('posts Add to Cart to the product page with one unit of the first colour', () => {
    const product = buildProduct({ _id: 'p1', specifications: { colors: ['Sage', 'Clay'] } });
    const card = serverMarkup(<ProductCard product={product} />);
    const form = card.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/products/p1');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      quantity: '1',
      'product-color': 'Sage',
    });
    expect(form.querySelector('button')!.getAttribute('type')).toBe('submit');
  });

  it('shows the wishlist heart as waiting for the app', () => {
    const card = serverMarkup(<ProductCard product={buildProduct({ title: 'Moon Planner' })} />);
    const heart = card.querySelector('[aria-label="Save Moon Planner to wishlist"]')!;
    expect(heart.getAttribute('aria-disabled')).toBe('true');
    expect(heart.hasAttribute('data-needs-script')).toBe(true);
  });
});
