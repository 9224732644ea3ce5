/** The catalogue import's report: totals, then per product its line, handle, what happens and why. */
import type { CatalogImportResponse, ImportAction } from '@shop/shared';
import { Badge, type BadgeTone } from '../components/badge';

const WORDS: Record<ImportAction, { dryRun: string; done: string; tone: BadgeTone }> = {
  create: { dryRun: 'Will be created', done: 'Created', tone: 'good' },
  change: { dryRun: 'Will change', done: 'Changed', tone: 'info' },
  unchanged: { dryRun: 'Unchanged', done: 'Unchanged', tone: 'neutral' },
  refuse: { dryRun: 'Refused', done: 'Refused', tone: 'bad' },
};

const n = (count: number, one: string) =>
  `${count.toLocaleString('en-IN')} ${one}${count === 1 ? '' : 's'}`;

export function importSummary({ dryRun, totals: t }: CatalogImportResponse): string {
  const parts = dryRun
    ? [
        `${t.create} to create`,
        `${t.change} to change`,
        `${t.unchanged} unchanged`,
        `${t.refuse} refused`,
      ]
    : [
        `${t.create} created`,
        `${t.change} changed`,
        `${t.unchanged} unchanged`,
        `${t.refuse} refused`,
      ];
  return `${n(t.rows, 'row')}, ${n(t.products, 'product')}: ${parts.join(', ')}.`;
}

export function ImportReportView({ report }: { report: CatalogImportResponse }) {
  const { totals } = report;
  return (
    <section aria-labelledby="import-report-title" className="mt-6">
      <h2 id="import-report-title" className="font-serif text-xl text-brand-900">
        {report.dryRun ? 'What the import will do' : 'Import finished'}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{importSummary(report)}</p>
      <p className="text-sm text-stone-600">
        {n(totals.variantsCreated, 'new variant')}, {n(totals.variantsChanged, 'changed variant')},{' '}
        {n(totals.imagesAdded, 'image')} added, {n(totals.stockAdjusted, 'stock count')} set.
      </p>
      {report.products.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-sand-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Products in the file</caption>
            <thead className="bg-sand-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Line
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Handle
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  What happens
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Why
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {report.products.map((p) => (
                <tr key={`${p.line}-${p.handle}`} className="align-top">
                  <td className="px-3 py-2 tabular-nums">{p.line}</td>
                  <td className="px-3 py-2 break-all">{p.handle || '(none)'}</td>
                  <td className="px-3 py-2">
                    <Badge tone={WORDS[p.action].tone}>
                      {report.dryRun ? WORDS[p.action].dryRun : WORDS[p.action].done}
                    </Badge>
                  </td>
                  <td className="min-w-48 px-3 py-2">
                    <ul className="space-y-0.5">
                      {p.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                      {p.warnings.map((warning) => (
                        <li key={warning} className="text-amber-900">
                          {warning}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.omitted > 0 && (
        <p className="mt-2 text-sm text-stone-600">
          {n(report.omitted, 'more product')} counted above but not listed.
        </p>
      )}
    </section>
  );
}
