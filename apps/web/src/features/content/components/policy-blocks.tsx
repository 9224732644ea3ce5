/** The body of a policy section: paragraphs, bullet lists and small tables. */
import type { PolicyBlock } from '../data/policy-types';

function PolicyTable({ table }: { table: Extract<PolicyBlock, { table: unknown }>['table'] }) {
  return (
    // No minimum width: on a phone the cells wrap, so every column (Cost too) stays on screen.
    <div className="overflow-hidden rounded-xl ring-1 ring-sand-200">
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-sand-100 text-stone-800">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-medium sm:px-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {table.rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row" className="px-3 py-3 font-medium break-words text-stone-900 sm:px-4">
                {first}
              </th>
              {rest.map((cell, i) => (
                <td key={i} className="px-3 py-3 text-stone-700 sm:px-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PolicyBlocks({ blocks }: { blocks: PolicyBlock[] }) {
  return (
    <div className="space-y-4 leading-relaxed text-stone-700">
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <p key={i}>{block}</p>
        ) : 'list' in block ? (
          <ul key={i} className="list-disc space-y-2 pl-6 marker:text-brand-600">
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <PolicyTable key={i} table={block.table} />
        ),
      )}
    </div>
  );
}
