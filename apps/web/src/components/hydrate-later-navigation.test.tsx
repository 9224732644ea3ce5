/**
 * A navigation while a part still waits to hydrate (issue 24): the footer below the fold, say. Its
 * new route data reaches the part, and React holds the navigation back until the part has
 * hydrated; the router's first navigation therefore hydrates every part still waiting.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TestIntersectionObserver } from '../test/test-intersection-observer';
import { HydrateLater } from './hydrate-later';
import { hydrateAllOnFirstNavigation } from './hydration-gates';

function Layout() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <HydrateLater>
        <footer>
          <Link to="/products">All products</Link>
        </footer>
      </HydrateLater>
    </>
  );
}

function Products() {
  return <h1>Products {useLocation().search}</h1>;
}

const makeRouter = () =>
  createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [{ path: '/products', loader: async () => null, element: <Products /> }],
      },
    ],
    { initialEntries: ['/products'], hydrationData: { loaderData: { '0-0': null } } },
  );

let root: Root | undefined;
const recoverable = vi.fn();

beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  TestIntersectionObserver.reset();
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

it('moves on to the next page while the footer still waits to hydrate, then hydrates it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={makeRouter()} />);
  document.body.append(container);
  const footerLink = container.querySelector('footer a');
  const router = makeRouter();
  hydrateAllOnFirstNavigation(router);
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: recoverable,
    });
  });

  await act(async () => router.navigate('/products?category=planners'));
  expect(container.querySelector('h1')).toHaveTextContent('Products ?category=planners');
  expect(container.querySelector('footer a')).toBe(footerLink);
  expect(recoverable).not.toHaveBeenCalled();
});
