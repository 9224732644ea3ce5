/**
 * The load and Lighthouse benchmarks have their own dependencies (bench/package.json), so that
 * installing the shop does not fetch Lighthouse and autocannon. Says how to install them when
 * they are missing.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const missing = ['autocannon', 'lighthouse', 'chrome-launcher'].filter((name) => {
  try {
    require.resolve(`${name}/package.json`);
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  console.error(
    `The benchmarks need ${missing.join(', ')}, installed apart from the shop.\n` +
      'Run once:  npm run bench:install   (that is: npm ci --prefix bench)',
  );
  process.exit(1);
}
