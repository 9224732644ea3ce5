// Refuses a Node outside the root package.json's engines.node (the range every workspace
// declares): Node 21 and 22.0-22.12 cannot require the ES-module-only dependencies, and fail at
// start-up far from the cause. Plain Node, no packages: it runs before `npm ci`.
import { readFileSync } from 'node:fs';

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines
  .node;
const version = process.argv[2] ?? process.versions.node;

const parse = (v) => v.replace(/^v/, '').split('.').map(Number);
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator of the forms the range uses: ^x.y.z, >=x.y.z, >x.y.z, <x.y.z, <=x.y.z, x.y.z. */
function satisfies(v, comparator) {
  const [, op, rest] = comparator.match(/^(\^|>=|>|<=|<|=)?(.+)$/);
  const want = parse(rest);
  const c = compare(v, want);
  if (op === '^') return c >= 0 && v[0] === want[0];
  if (op === '>=') return c >= 0;
  if (op === '>') return c > 0;
  if (op === '<=') return c <= 0;
  if (op === '<') return c < 0;
  return c === 0;
}

const v = parse(version);
const ok = range.split('||').some((set) =>
  set
    .trim()
    .split(/\s+/)
    .every((comparator) => satisfies(v, comparator)),
);
if (!ok) {
  console.error(
    `Node ${version} is not supported: this shop needs Node ${range} (engines in package.json). ` +
      'Install Node 20.19+ or 22.13+ (nvm install 22), then run again.',
  );
  process.exit(1);
}
