import { act, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NavigationType, UNSAFE_LocationContext, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestIntersectionObserver as TestObserver } from '../test/test-intersection-observer';
import { HydrateLater } from './hydrate-later';

const hydrated = vi.fn();

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => hydrated(), []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ label = 'Clicked' }: { label?: string }) {
  return (
    <main>
      <h1>Above the fold</h1>
      <HydrateLater>
        <Counter label={label} />
      </HydrateLater>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;
const recoverable = vi.fn();

beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.stubGlobal('IntersectionObserver', TestObserver);
  TestObserver.reset();
  recoverable.mockClear();
  hydrated.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate(page = <Page />, html = renderToString(page)) {
  container.innerHTML = html;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: recoverable });
  });
}

const button = () => container.querySelector('button')!;

describe('HydrateLater', () => {
  it('renders its part on the server, inside a wrapper without a box', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<button type="button">Clicked<!-- --> <!-- -->0</button>');
    expect(html).toMatch(/<div data-hydrate-later="[^"]+" class="contents">/);
  });

  it('keeps the server HTML until the part comes into view, then hydrates it', async () => {
    await hydrate();
    const serverButton = button();
    expect(hydrated).not.toHaveBeenCalled();
    expect(serverButton).toHaveTextContent('Clicked 0');
    await act(async () => TestObserver.showAll());
    expect(hydrated).toHaveBeenCalledOnce();
    expect(button()).toBe(serverButton);
    act(() => button().click());
    expect(button()).toHaveTextContent('Clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('answers a click that arrives before the part hydrated', async () => {
    await hydrate();
    await act(async () => button().click());
    expect(button()).toHaveTextContent('Clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates at once when the shopper reaches into the part', async () => {
    await hydrate();
    await act(async () => button().dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(hydrated).toHaveBeenCalledOnce();
    act(() => button().click());
    expect(button()).toHaveTextContent('Clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates with the server props, then takes new ones, when its props change early', async () => {
    const html = renderToString(<Page />);
    await hydrate(<Page />, html);
    const serverButton = button();
    await act(async () => root!.render(<Page label="Pressed" />));
    expect(button()).toBe(serverButton);
    expect(button()).toHaveTextContent('Pressed 0');
    act(() => button().click());
    expect(button()).toHaveTextContent('Pressed 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('lets a navigation pass, and hydrates later over the same HTML', async () => {
    const at = (pathname: string) => ({
      location: { pathname, search: '', hash: '', state: null, key: pathname },
      navigationType: NavigationType.Push,
    });
    // Like the footer's links: it reads the location, its HTML does not depend on it.
    function Where() {
      useLocation();
      useEffect(() => hydrated(), []);
      return <p>Footer</p>;
    }
    const page = (pathname: string) => (
      <UNSAFE_LocationContext.Provider value={at(pathname)}>
        <HydrateLater>
          <Where />
        </HydrateLater>
      </UNSAFE_LocationContext.Provider>
    );
    await hydrate(page('/a'));
    const serverText = container.querySelector('p');
    // A navigation is a transition: the part does not hold it back, nor is it drawn again.
    await act(async () => startTransition(() => root!.render(page('/b'))));
    expect(container.querySelector('p')).toBe(serverText);
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () => TestObserver.showAll());
    expect(hydrated).toHaveBeenCalledOnce();
    expect(container.querySelector('p')).toBe(serverText);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is just its children in a render that is not a hydration', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    act(() => button().click());
    expect(button()).toHaveTextContent('Clicked 1');
  });
});
