import { STOREFRONT_ROUTES, type StorefrontRoute, type StorefrontRouteId } from '@shop/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createRoutes, PAGES } from './routes';

const routes = createRoutes(new QueryClient());

/** The web app's page modules, as paths from this folder ('../features/home/home-page.tsx'). */
const FILES = Object.keys(import.meta.glob('../features/**/*.tsx'));

/** Every page path the router serves, written as the table writes them. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index
      ? parent || '/'
      : route.path === undefined
        ? parent
        : `${parent}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [here] : [];
    return [...own, ...pathsOf(route.children ?? [], route.index ? parent : here)];
  });
}

describe('the router', () => {
  it('serves exactly the pages of the shared route table (the server 404s anything else)', () => {
    const served = pathsOf(routes).filter((p) => p !== '/*');
    const table = Object.values(STOREFRONT_ROUTES).map((r) => r.path);
    expect(served.sort()).toEqual(table.sort());
  });

  it('loads each page from the chunk the table names (the server preloads that chunk)', () => {
    for (const id of Object.keys(STOREFRONT_ROUTES) as StorefrontRouteId[]) {
      const { chunk } = STOREFRONT_ROUTES[id] as StorefrontRoute;
      if (!chunk) continue;
      expect(FILES, chunk).toContain(chunk.replace(/^src\//, '../'));
      const module = chunk.replace(/^src\//, '').replace(/\.tsx$/, '');
      expect(String(PAGES[id]), id).toContain(module);
    }
  });
});
