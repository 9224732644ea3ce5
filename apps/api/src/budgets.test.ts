/**
 * The performance budgets have one home, bench/budgets.json (DESIGN.md section 7): the list in
 * bench/README.md is the one `node bench/budgets.mjs` renders from it, and names every number in it.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const rendered = execFileSync(process.execPath, ['bench/budgets.mjs'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .trim()
  .split('\n');

function readmeList(): string[] {
  const readme = read('bench/README.md');
  const section = readme.match(/<!-- budgets:start -->([\s\S]*?)<!-- budgets:end -->/);
  expect(section, 'bench/README.md marks its budget list').not.toBeNull();
  return section![1]!.trim().split('\n');
}

/** Every number of the file, as the list writes it (1,500 for 1500; seconds for LCP). */
function numbersOf(value: unknown, key = ''): { key: string; number: number }[] {
  if (typeof value === 'number') return [{ key, number: value }];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbersOf(v, key ? `${key}.${k}` : k));
  return [];
}

describe('performance budgets', () => {
  it('are listed in bench/README.md exactly as bench/budgets.json has them', () => {
    expect(readmeList()).toEqual(rendered);
  });

  it('name every number of bench/budgets.json in that list', () => {
    const budgets = JSON.parse(read('bench/budgets.json')) as unknown;
    const list = rendered.join('\n');
    for (const { key, number } of numbersOf(budgets)) {
      const written =
        key.endsWith('Ms') && number >= 1000
          ? `${number / 1000} s`
          : number.toLocaleString('en-US');
      expect(list, key).toContain(written);
    }
  });

  it('agree with every decision record and README that states the home page budget', () => {
    const { homeJavaScript } = JSON.parse(read('bench/budgets.json')) as {
      homeJavaScript: { maxGzipKb: number };
    };
    const decisions = readdirSync(path.join(ROOT, 'docs/decisions')).map(
      (f) => `docs/decisions/${f}`,
    );
    const stated = [...decisions, 'bench/README.md', 'README.md'].flatMap((file) =>
      [...read(file).matchAll(/(?:budget is now|at most|<=)\s*(\d+) KB gzip/gi)].map((m) => ({
        file,
        kb: Number(m[1]),
      })),
    );
    expect(stated.length).toBeGreaterThan(0);
    for (const { file, kb } of stated) expect(kb, file).toBe(homeJavaScript.maxGzipKb);
  });
});
