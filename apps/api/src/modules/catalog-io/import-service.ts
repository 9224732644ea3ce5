/**
 * POST /api/admin/products/import: the file is read as a stream, a product at a time; products
 * are checked, then planned and (unless a dry run) written a batch at a time, each batch in its
 * own transaction. Keyed by handle and SKU, and writing only what differs, so importing the same
 * file twice changes nothing the second time.
 */
import { defaultSku, type CatalogImportResponse } from '@shop/shared';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { applyBatch, type ReadyWrite } from './apply-batch';
import { createReport } from './import-report';
import { loadGstRates, loadShopState } from './load-existing';
import { parseProduct, type ParsedProduct } from './parse-product';
import { planProduct, type PlanContext } from './plan-product';
import { readGroups } from './read-rows';
import { prepareImages } from './store-images';

/** Products per transaction: big enough to batch the reads, small enough to hold few locks. */
const BATCH = 100;

export type CatalogImportDeps = {
  db: Db;
  storage: Storage;
  fetchImpl: typeof fetch;
  /** Origins whose /image/products/… addresses are this shop's own files. */
  ownOrigins: string[];
  onChange: () => void;
};
type Report = ReturnType<typeof createReport>;

/** Refuses the product when one of its SKUs was already on an earlier line of the file. */
function checkFileSkus(
  product: ParsedProduct,
  seen: Map<string, { line: number; handle: string }>,
) {
  const problems: string[] = [];
  for (const v of product.variants) {
    if (!v.sku) continue;
    const key = v.sku.toLowerCase();
    const earlier = seen.get(key);
    if (earlier) {
      const where = earlier.handle === product.handle ? '' : ` (${earlier.handle})`;
      problems.push(`Line ${v.line}: SKU ${v.sku} is also on line ${earlier.line}${where}`);
    } else seen.set(key, { line: v.line, handle: product.handle });
  }
  return problems;
}

const candidateSkus = (batch: ParsedProduct[]) =>
  batch.flatMap((p) =>
    p.variants.map((v) => (v.sku ?? defaultSku(p.handle, v.values)).toLowerCase()),
  );

export function createCatalogImport(deps: CatalogImportDeps) {
  async function runBatch(
    batch: ParsedProduct[],
    ctx: PlanContext,
    report: Report,
    run: { dryRun: boolean; userId: string },
  ) {
    const state = await loadShopState(
      deps.db,
      batch.map((p) => p.handle),
      candidateSkus(batch),
    );
    const plans = batch.map((p) =>
      planProduct(p, state.byHandle.get(p.handle), { ...ctx, skuOwners: state.skuOwners }),
    );
    if (run.dryRun) {
      for (const plan of plans) report.add(plan.entry, plan.write);
      return false;
    }
    const ready: ReadyWrite[] = [];
    for (const plan of plans) {
      if (!plan.write) continue;
      const { ready: stored, warnings } = await prepareImages(deps, plan.write.images);
      plan.entry.warnings.push(...warnings);
      ready.push({ ...plan.write, stored });
    }
    if (ready.length) await applyBatch(deps.db, ready, run.userId);
    for (const plan of plans) {
      const write = ready.find((w) => w.handle === plan.entry.handle);
      report.add(plan.entry, plan.write, write?.stored.length);
    }
    return ready.length > 0;
  }

  return {
    async importCsv(
      input: Readable,
      run: { dryRun: boolean; userId: string },
    ): Promise<CatalogImportResponse> {
      const report = createReport(run.dryRun);
      const ctx: PlanContext = {
        gstRates: await loadGstRates(deps.db),
        skuOwners: new Map(),
        ownOrigins: deps.ownOrigins,
      };
      const fileSkus = new Map<string, { line: number; handle: string }>();
      let batch: ParsedProduct[] = [];
      let changed = false;
      try {
        for await (const group of readGroups(input)) {
          report.totals.rows += group.rows.length + group.dropped;
          const { product, problems } = parseProduct(group, group.optionColumns);
          problems.push(...checkFileSkus(product, fileSkus));
          if (problems.length) {
            report.add({
              line: group.line,
              handle: product.handle,
              action: 'refuse',
              reasons: problems,
              warnings: [],
            });
            continue;
          }
          batch.push(product);
          if (batch.length < BATCH) continue;
          changed = (await runBatch(batch, ctx, report, run)) || changed;
          batch = [];
        }
        if (batch.length) changed = (await runBatch(batch, ctx, report, run)) || changed;
      } finally {
        if (changed) deps.onChange();
      }
      return report.result();
    },
  };
}
