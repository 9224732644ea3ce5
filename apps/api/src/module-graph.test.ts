/**
 * The README draws the API's module graph; apps/api/module-graph.json states it and the lint
 * enforces it. This keeps the picture true: same modules, same arrows, and each module's imports
 * (type-only ones and tests included) within what the graph allows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const modulesDir = path.join(root, 'apps/api/src/modules');
const graph: Record<string, string[]> = JSON.parse(
  readFileSync(path.join(root, 'apps/api/module-graph.json'), 'utf8'),
);

/** The mermaid picture of the graph, as the README must hold it. */
function mermaid(): string {
  const lines = Object.entries(graph)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([module, uses]) =>
      uses.length ? [...uses].sort().map((used) => `  ${module} --> ${used}`) : [`  ${module}`],
    );
  return ['```mermaid', 'flowchart LR', ...lines, '```'].join('\n');
}

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );

describe('the module graph', () => {
  it('names every module folder, and only those', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(graph).sort()).toEqual(folders.sort());
  });

  it("matches each module's imports, type-only and tests included", () => {
    const outside: string[] = [];
    for (const module of Object.keys(graph)) {
      for (const file of filesOf(path.join(modulesDir, module))) {
        const text = readFileSync(file, 'utf8');
        for (const [, used] of text.matchAll(/from '\.\.\/([a-z-]+)'/g))
          if (!graph[module]!.includes(used!))
            outside.push(`${path.relative(modulesDir, file)} -> ${used}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('is drawn in the README as it is', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(mermaid());
  });
});
