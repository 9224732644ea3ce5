/** /admin/gift-cards/:id: one card's facts, its ledger, and the button that disables it. */
import { giftCardLabel } from '@shop/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Badge } from '../components/badge';
import { PageHeader, Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatDate, formatDateTime } from '../format';
import { useGiftCard, type GiftCardDetail } from './api/gift-cards';
import { DisableCardButton } from './disable-card-button';
import { GiftCardLedger } from './gift-card-ledger';
import { orderLink } from './order-link';
import { rupees, SOURCE_LABELS, STATUS_BADGES } from './gift-card-words';

const BACK = { to: '/admin/gift-cards', label: 'Gift cards' };

export default function GiftCardPage() {
  const { id = '' } = useParams();
  const card = useGiftCard(id);
  if (!card.data)
    return (
      <>
        <PageHeader title="Gift card" back={BACK} />
        <QueryStatus
          isPending={card.isPending}
          error={card.error}
          retry={() => void card.refetch()}
          label="This gift card"
        />
      </>
    );
  return <GiftCard detail={card.data} />;
}

function GiftCard({ detail }: { detail: GiftCardDetail }) {
  const { giftCard: card, movements } = detail;
  const status = STATUS_BADGES[card.status];
  return (
    <>
      <PageHeader
        title={giftCardLabel(card.last4)}
        back={BACK}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{status.label}</Badge>
            {rupees(card.balance)} left of {rupees(card.initial)}
          </span>
        }
        actions={card.status !== 'disabled' && <DisableCardButton card={card} />}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel title="Ledger">
          <GiftCardLedger movements={movements} />
        </Panel>
        <Panel title="Card">
          <Facts rows={factsOf(card)} />
        </Panel>
      </div>
    </>
  );
}

type Card = GiftCardDetail['giftCard'];

function factsOf(card: Card): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ['Source', SOURCE_LABELS[card.source]],
    ['Bought with', card.orderNumber && orderLink(card.orderNumber)],
    ['Initial', rupees(card.initial)],
    ['Balance', rupees(card.balance)],
    ['Created', formatDateTime(card.createdAt)],
    ['Expires', formatDate(card.expiresAt)],
    ['Disabled', card.disabledAt && formatDateTime(card.disabledAt)],
    ['Recipient', card.recipientName],
    ['E-mail', card.recipientEmail],
    ['From', card.senderName],
    ['Message', card.message],
    ['Deliver on', card.deliverOn && formatDate(card.deliverOn)],
    ['Delivered', card.deliveredAt && formatDateTime(card.deliveredAt)],
    ['Note', card.note],
  ];
  // A row that does not apply to this card (no order, never disabled) is left out.
  return rows.filter(([, value]) => value);
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
          <dt className="text-stone-600">{label}</dt>
          <dd className="break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
