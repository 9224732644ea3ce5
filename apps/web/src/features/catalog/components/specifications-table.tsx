/** The Specifications tab: one row per key, list values joined with commas. */
import type { Product } from '@shop/shared';

const LABELS: Record<string, string> = { colors: 'Colours' };

/** 'paperWeight' -> 'Paper weight'; known keys get their shop wording. */
function specLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function SpecificationsTable({
  specifications,
}: {
  specifications: Product['specifications'];
}) {
  const rows = Object.entries(specifications);
  if (rows.length === 0)
    return <p className="text-stone-700">No specifications listed for this product.</p>;
  return (
    <table className="w-full max-w-2xl text-left text-sm">
      <caption className="sr-only">Specifications</caption>
      <tbody className="divide-y divide-sand-200">
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row" className="w-2/5 py-3 pr-4 align-top font-medium text-brand-900">
              {specLabel(key)}
            </th>
            <td className="py-3 text-stone-700">
              {Array.isArray(value) ? value.join(', ') : value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
