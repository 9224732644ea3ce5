/** The gift-card list: the card (opens it), where it came from, its money, expiry and status. */
import { Link } from 'react-router';
import type { AdminGiftCard } from './api/gift-cards';
import { Badge } from '../components/badge';
import { formatDate } from '../format';
import { maskedCode, rupees, SOURCE_LABELS, STATUS_BADGES } from './gift-card-words';

const th = 'px-3 py-3 text-left font-medium text-stone-600';

export function GiftCardsTable({ cards }: { cards: AdminGiftCard[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">Gift cards</caption>
        <thead className="border-b border-sand-200 bg-sand-50/60">
          <tr>
            <th scope="col" className={th}>
              Card
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Recipient
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Initial
            </th>
            <th scope="col" className={`${th} text-right`}>
              Balance
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Expires
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {cards.map((card) => (
            <GiftCardRow key={card.id} card={card} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GiftCardRow({ card }: { card: AdminGiftCard }) {
  const status = STATUS_BADGES[card.status];
  return (
    <tr className="hover:bg-sand-50/60">
      <th scope="row" className="px-3 py-3 text-left font-normal">
        <Link
          to={`/admin/gift-cards/${card.id}`}
          className="font-mono font-medium whitespace-nowrap text-brand-900 hover:underline"
          aria-label={`Gift card ending ${card.last4}`}
        >
          {maskedCode(card.last4)}
        </Link>
        <span className="mt-0.5 block text-xs text-stone-600">{SOURCE_LABELS[card.source]}</span>
        {/* Phones have no room for the recipient, expiry and status columns: they show here. */}
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 sm:hidden">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className="text-xs text-stone-600">expires {formatDate(card.expiresAt)}</span>
        </span>
        {card.recipientName && (
          <span className="mt-1 block text-xs break-words text-stone-700 md:hidden">
            For {card.recipientName}
          </span>
        )}
      </th>
      <td className="hidden px-3 py-3 md:table-cell">
        <span className="block break-words">{card.recipientName ?? '—'}</span>
        {card.recipientEmail && (
          <span className="block text-xs break-all text-stone-600">{card.recipientEmail}</span>
        )}
      </td>
      <td className="hidden px-3 py-3 whitespace-nowrap tabular-nums lg:table-cell">
        {rupees(card.initial)}
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
        {rupees(card.balance)}
        <span className="block text-xs text-stone-600 lg:hidden">of {rupees(card.initial)}</span>
      </td>
      <td className="hidden px-3 py-3 whitespace-nowrap sm:table-cell">
        <time dateTime={card.expiresAt}>{formatDate(card.expiresAt)}</time>
      </td>
      <td className="hidden px-3 py-3 sm:table-cell">
        <Badge tone={status.tone}>{status.label}</Badge>
      </td>
    </tr>
  );
}
