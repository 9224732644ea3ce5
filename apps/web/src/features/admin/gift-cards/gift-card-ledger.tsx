/**
 * A card's ledger, newest first: when, what (issued, spent on an order, refunded, adjusted) and
 * the amount in or out. A spend by a checkout that expired unpaid is shown but not counted.
 */
import { formatDateTime } from '../format';
import type { GiftCardMovement } from './api/gift-cards';
import { MOVEMENT_WORDS, signedRupees } from './gift-card-words';
import { orderLink } from './order-link';

const th = 'px-3 py-2 text-left font-medium text-stone-600';

export function GiftCardLedger({ movements }: { movements: GiftCardMovement[] }) {
  if (movements.length === 0) return <p className="text-sm text-stone-600">No movements yet.</p>;
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full text-sm">
        <caption className="sr-only">Ledger</caption>
        <thead className="border-b border-sand-200">
          <tr>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={th}>
              What
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {movements.map((m) => (
            <tr key={m.id} className={m.counts ? undefined : 'text-stone-500'}>
              <td className="px-3 py-2.5 align-top">
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </td>
              <td className="px-3 py-2.5 align-top">
                <What movement={m} />
              </td>
              <td className="px-3 py-2.5 text-right align-top whitespace-nowrap tabular-nums">
                {m.counts ? signedRupees(m.amount) : <s>{signedRupees(m.amount)}</s>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function What({ movement: m }: { movement: GiftCardMovement }) {
  const words = MOVEMENT_WORDS[m.kind];
  return (
    <>
      {m.orderNumber ? (
        <>
          {words.withOrder} {orderLink(m.orderNumber)}
        </>
      ) : (
        words.plain
      )}
      {!m.counts && (
        <span className="mt-0.5 block text-xs text-stone-600">
          Not counted: the checkout expired unpaid.
        </span>
      )}
      {m.note && <span className="mt-0.5 block text-xs break-words text-stone-600">{m.note}</span>}
    </>
  );
}
