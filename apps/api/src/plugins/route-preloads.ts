/**
 * Which built chunks a page needs, from Vite's manifest, so the served HTML can ask for them at
 * once (modulepreload) instead of after the main script runs.
 */
import { routePattern, STOREFRONT_ROUTES, type StorefrontRoute } from '@shop/shared';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

/** The pages people land on, from the storefront's route table: their chunks are preloaded. */
const ROUTES = Object.values(STOREFRONT_ROUTES as Record<string, StorefrontRoute>)
  .filter((route) => route.preload)
  .map((route) => [routePattern(route.path), route.chunk] as const);

export function loadRoutePreloads(webDist: string): (pathname: string) => string[] {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((e) => e.isEntry);
  // The entry and what it imports are already in index.html.
  const inIndex = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const item = manifest[key];
    if (!item || into.has(item.file)) return;
    into.add(item.file);
    for (const dep of item.imports ?? []) walk(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) walk(entryKey, inIndex);

  const byRoute = ROUTES.map(([pattern, key]) => {
    const files = new Set<string>();
    if (manifest[key]) walk(key, files);
    return [pattern, [...files].filter((f) => !inIndex.has(f)).map((f) => `/${f}`)] as const;
  });
  return (pathname) => byRoute.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}
