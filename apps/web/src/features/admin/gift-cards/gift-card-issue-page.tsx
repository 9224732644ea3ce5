/**
 * /admin/gift-cards/new: the form, then (once issued) the code shown this one time, the card's
 * facts and the ways on. The code is kept in this page's state only.
 */
import { giftCardLabel } from '@shop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../components/page-header';
import type { GiftCardIssued } from './api/gift-cards';
import { GiftCardIssueForm } from './gift-card-issue-form';
import { rupees } from './gift-card-words';
import { IssuedCode } from './issued-code';

const BACK = { to: '/admin/gift-cards', label: 'Gift cards' };

export default function GiftCardIssuePage() {
  const [issued, setIssued] = useState<GiftCardIssued | null>(null);
  return (
    <>
      <PageHeader
        title="Issue a gift card"
        back={BACK}
        description="A card you give (a goodwill gesture, a prize), spent at checkout like a bought one."
      />
      <div className="max-w-3xl">
        {issued ? (
          <Issued issued={issued} onAnother={() => setIssued(null)} />
        ) : (
          <GiftCardIssueForm
            onIssued={(answer) => {
              toast.success(answer.message);
              setIssued(answer);
            }}
          />
        )}
      </div>
    </>
  );
}

function Issued({ issued, onAnother }: { issued: GiftCardIssued; onAnother: () => void }) {
  const card = issued.giftCard;
  return (
    <div className="space-y-5">
      <p className="text-stone-800">
        {giftCardLabel(card.last4)} for {rupees(card.initial)} issued to {card.recipientName}
        {card.recipientEmail ? ` (mailed to ${card.recipientEmail})` : ''}.
      </p>
      <IssuedCode code={issued.code} />
      <div className="flex flex-wrap gap-3">
        <Link to={`/admin/gift-cards/${card.id}`} className={buttonClasses()}>
          Open the card
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          Issue another
        </Button>
        <Link to={BACK.to} className={buttonClasses({ variant: 'secondary' })}>
          Back to gift cards
        </Link>
      </div>
    </div>
  );
}
