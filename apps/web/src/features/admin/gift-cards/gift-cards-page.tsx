/**
 * /admin/gift-cards: every card, newest first, 50 a page, the way to issue one by hand, and the
 * settings (custom amounts, validity of cards bought: record 056).
 */
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryStatus } from '../components/query-status';
import { useListParams } from '../components/use-list-params';
import { useGiftCards } from './api/gift-cards';
import { GiftCardSettingsPanel } from './gift-card-settings-panel';
import { GiftCardsTable } from './gift-cards-table';

export const ISSUE_PATH = '/admin/gift-cards/new';

export default function GiftCardsPage() {
  const { page } = useListParams();
  const cards = useGiftCards(page);
  const data = cards.data;
  return (
    <>
      <PageHeader
        title="Gift cards"
        description={
          data
            ? `${data.total} ${data.total === 1 ? 'card' : 'cards'}: bought by shoppers or issued by you.`
            : 'Cards bought by shoppers or issued by you.'
        }
        actions={
          <Link to={ISSUE_PATH} className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            Issue a gift card
          </Link>
        }
      />
      <QueryStatus
        isPending={cards.isPending}
        error={cards.error}
        retry={() => void cards.refetch()}
        label="Gift cards"
      />
      {data?.giftCards.length === 0 && (
        <div className="rounded-2xl border border-sand-200 bg-white p-6 text-stone-700">
          <p>
            No gift cards yet. Shoppers buy them from the shop; you can issue one by hand as a
            goodwill gesture or a prize.
          </p>
          <Link to={ISSUE_PATH} className="mt-3 inline-block font-medium text-brand-800 underline">
            Issue the first gift card
          </Link>
        </div>
      )}
      {data && data.giftCards.length > 0 && (
        <>
          <GiftCardsTable cards={data.giftCards} />
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label="Gift cards"
          />
        </>
      )}
      <div className="mt-8">
        <GiftCardSettingsPanel />
      </div>
    </>
  );
}
