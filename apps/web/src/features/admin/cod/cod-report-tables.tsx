/** How often COD parcels came back, by the delivery address's state or PIN code. */
import type { CodReport } from '../api/cod';
import { Panel } from '../components/page-header';

type RtoRow = CodReport['rto']['byState'][number];

export const share = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export function RtoTable({
  title,
  keyLabel,
  rows,
}: {
  title: string;
  keyLabel: string;
  rows: RtoRow[];
}) {
  return (
    <Panel title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">
          No COD order was delivered or returned in this period.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {keyLabel}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Settled
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Returned
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  RTO rate
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="py-2 pr-3 font-normal text-stone-900">
                    {row.key}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.settled}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.returned}</td>
                  <td className="py-2 text-right tabular-nums">{share.format(row.rtoRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
