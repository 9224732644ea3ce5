/**
 * Which built chunks a page needs, from Vite's manifest: the app's module with its imports, and
 * for the pages people land on, the page's own chunks. The served HTML lists them and the entry
 * (apps/web/src/boot.ts) preloads them together after the first paint, instead of one after
 * another as the app starts.
 */
import { APP_MODULE, routePattern, STOREFRONT_ROUTES, type StorefrontRoute } from '@shop/shared';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

/** The pages people land on, from the storefront's route table: their chunks are listed. */
const ROUTES = Object.values(STOREFRONT_ROUTES as Record<string, StorefrontRoute>).flatMap(
  (route) => (route.chunk ? [[routePattern(route.path), route.chunk] as const] : []),
);

export function loadRoutePreloads(webDist: string): (pathname: string) => string[] {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const walk = (key: string, into: Set<string>) => {
    const item = manifest[key];
    if (!item || into.has(item.file)) return;
    into.add(item.file);
    for (const dep of item.imports ?? []) walk(dep, into);
  };
  // The entry and what it imports statically are in index.html already.
  const inIndex = new Set<string>();
  for (const [key, item] of Object.entries(manifest)) if (item.isEntry) walk(key, inIndex);
  const listed = (keys: string[]) => {
    const files = new Set<string>();
    for (const key of keys) walk(key, files);
    return [...files].filter((f) => !inIndex.has(f)).map((f) => `/${f}`);
  };

  const app = listed([APP_MODULE]);
  const byRoute = ROUTES.map(([pattern, key]) => [pattern, listed([APP_MODULE, key])] as const);
  return (pathname) => byRoute.find(([pattern]) => pattern.test(pathname))?.[1] ?? app;
}
