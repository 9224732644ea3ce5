import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerMarkup } from './server-markup';

const drawn = vi.fn();

function Body({ text }: { text: string }) {
  drawn();
  return (
    <p>
      {text} <Link to="/products/p1">Linen Journal</Link>
    </p>
  );
}

function page(text = 'Slow mornings.') {
  const router = createMemoryRouter(
    [
      {
        path: '/blog/post',
        element: (
          <ServerMarkup version={text}>
            <Body text={text} />
          </ServerMarkup>
        ),
      },
      { path: '/products/:id', element: <h1>Product page</h1> },
    ],
    { initialEntries: ['/blog/post'] },
  );
  return { router, ui: <RouterProvider router={router} /> };
}

let container: HTMLElement;
let root: Root | undefined;
const recoverable = vi.fn();

beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  drawn.mockClear();
  recoverable.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function serveAndHydrate() {
  container.innerHTML = renderToString(page().ui);
  drawn.mockClear();
  const { router, ui } = page();
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  return router;
}

describe('ServerMarkup', () => {
  it('hydrates over the server elements without drawing its children', async () => {
    await serveAndHydrate();
    expect(container.querySelector('p')).toHaveTextContent('Slow mornings. Linen Journal');
    expect(drawn).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('takes a link inside it through the router', async () => {
    const router = await serveAndHydrate();
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('href', '/products/p1');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/products/p1');
    expect(container.querySelector('h1')).toHaveTextContent('Product page');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const router = await serveAndHydrate();
    let preventedByApp: boolean | undefined;
    // Last in line: notes what the app did, then stops jsdom's own navigation.
    window.addEventListener(
      'click',
      (event) => {
        preventedByApp = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => container.querySelector('a')!.dispatchEvent(click));
    expect(preventedByApp).toBe(false);
    expect(router.state.location.pathname).toBe('/blog/post');
  });

  it('draws new content when the content changes after hydration', async () => {
    await serveAndHydrate();
    const { ui } = page('Quiet evenings.');
    await act(async () => root!.render(ui));
    expect(container.querySelector('p')).toHaveTextContent('Quiet evenings. Linen Journal');
    expect(drawn).toHaveBeenCalled();
  });

  it('draws its children in a render that is not a hydration (a client-side navigation)', async () => {
    const { router, ui } = page();
    await act(async () => {
      root = createRoot(container);
      root.render(ui);
    });
    expect(drawn).toHaveBeenCalled();
    await act(async () => container.querySelector('a')!.click());
    expect(router.state.location.pathname).toBe('/products/p1');
  });
});
