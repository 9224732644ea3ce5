/**
 * 'Store credit' on the profile (issue 28): the balance and each movement (when, why, the order,
 * how much), newest first as the server lists them. Nothing at all for a customer who never had
 * any, nor while it loads or if it cannot be had.
 */
import { formatMoney, fromMinor, STORE_CREDIT_MESSAGES, type StoreCredit } from '@shop/shared';
import { useId } from 'react';
import { formatIndiaLongDate } from '../../../lib/india-date';
import { useStoreCredit } from '../../../lib/store-credit';

type Movement = StoreCredit['movements'][number];

const WHY: Record<Movement['kind'], string> = {
  refund: 'Refund',
  return: 'Return',
  owner: 'From Mindful Marks',
  spend: 'Spent on an order',
};

const inr = (paise: number) => formatMoney(fromMinor(paise), 'INR');
const signed = (paise: number) => (paise < 0 ? `−${inr(-paise)}` : `+${inr(paise)}`);

export function StoreCreditSection() {
  const headingId = useId();
  const credit = useStoreCredit(true).data;
  if (!credit || credit.movements.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-2xl border border-sand-200 bg-white px-4 py-5 sm:px-6 sm:py-6"
    >
      <h2 id={headingId} className="font-serif text-xl text-brand-900">
        Store credit
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        {STORE_CREDIT_MESSAGES.balance(credit.balance)}. It is spent at checkout when you tick
        &lsquo;Use my store credit&rsquo;.
      </p>
      <ul aria-label="Store credit movements" className="mt-4 divide-y divide-sand-100 text-sm">
        {credit.movements.map((movement) => (
          <li key={movement.id} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">
                {WHY[movement.kind]}
                {movement.orderNumber && (
                  <span className="font-normal text-stone-600"> · {movement.orderNumber}</span>
                )}
              </p>
              <p className="text-stone-600">
                {formatIndiaLongDate(new Date(movement.createdAt))}
                {movement.note && ` · ${movement.note}`}
              </p>
            </div>
            <p
              className={`shrink-0 font-medium tabular-nums ${movement.amount < 0 ? 'text-stone-800' : 'text-brand-800'}`}
            >
              {signed(movement.amount)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
