/**
 * The budgets of bench/budgets.json, for the benchmarks and for the list in bench/README.md.
 *
 *   node bench/budgets.mjs      prints the README's list, rendered from the file
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BUDGETS = JSON.parse(
  readFileSync(fileURLToPath(new URL('./budgets.json', import.meta.url)), 'utf8'),
);

const n = (value) => value.toLocaleString('en-US');

/** The budgets as bench/README.md lists them, one Markdown bullet each. */
export function budgetLines(b = BUDGETS) {
  const js = b.homeJavaScript;
  const lh = b.lighthouse;
  return [
    `- Initial JavaScript for the home page: at most ${js.maxGzipKb} KB gzip (React DOM ~${js.reactDomKb} KB, React Router ~${js.reactRouterKb} KB, TanStack Query ~${js.tanstackQueryKb} KB, shop code at most ${js.maxShopCodeKb} KB); routes are lazy.`,
    `- Lighthouse (mobile preset, median of ${lh.runs}) at a CPU index of ${n(lh.minCpuIndex)} or more: performance >= ${lh.minPerformance}, total blocking time <= ${lh.maxTotalBlockingTimeMs} ms, LCP <= ${lh.maxLcpMs / 1000} s, CLS < ${lh.clsBelow}, accessibility ${lh.minAccessibility} on ${lh.pages.map((p) => `\`${p}\``).join(', ')}.`,
    `- \`GET /api/products/get-products\` at ${b.getProducts.connections} connections: p99 under ${b.getProducts.p99BelowMs} ms and at least ${b.getProducts.minRatioToBare}x a bare Fastify route serving the same bytes from memory in the same run.`,
    `- A server-rendered product page: p50 under ${b.productPage.p50BelowMs} ms.`,
    `- Search over ${n(b.search.products)} products: p95 under ${b.search.p95BelowMs} ms and p99 under ${b.search.p99BelowMs} ms sequential with varied queries; >= ${n(b.search.minRequestsPerSecond)} req/s at ${b.getProducts.connections} connections; predictive suggestions p95 under ${b.search.predictiveP95BelowMs} ms.`,
    `- Catalogue import: ${n(b.catalogueImport.rows)} CSV rows in under ${b.catalogueImport.maxSeconds} s, under ${b.catalogueImport.maxRssMb} MB RSS.`,
    `- Storefront events: >= ${n(b.storefrontEvents.minEventsPerSecond)} events/s per instance, p99 under ${b.storefrontEvents.p99BelowMs} ms, bounded queue.`,
    `- Back-office lists and segment counts: p95 under ${b.backOffice.p95BelowMs} ms at ${n(b.backOffice.customers)} customers.`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(budgetLines().join('\n'));
