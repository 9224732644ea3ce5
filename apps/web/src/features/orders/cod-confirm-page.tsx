/**
 * /orders/cod/confirm?token=… (issue 27): the link in a cash-on-delivery order's mail. The order is
 * confirmed by the button, not by opening the page, so a mail scanner that follows links does not
 * confirm orders nobody wanted.
 */
import { COD_MESSAGES } from '@shop/shared';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { useConfirmCodOrder } from './api/confirm-cod-order';
import { errorMessage } from './api/error-message';
import { Answer, SmallPageCard } from './components/small-page-card';

export default function CodConfirmPage() {
  useDocumentTitle('Confirm your order');
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmCodOrder();

  if (!token)
    return (
      <SmallPageCard title="Confirm your order">
        <Answer tone="error">{COD_MESSAGES.confirmLinkInvalid}</Answer>
      </SmallPageCard>
    );
  if (confirm.isSuccess)
    return (
      <SmallPageCard title="Order confirmed">
        <Answer tone="success">{confirm.data.message}</Answer>
        <p className="mt-4">
          We have e-mailed you a link to follow order {confirm.data.orderNumber}.
        </p>
        <Link
          to={`/orders/${encodeURIComponent(confirm.data.orderNumber)}?token=${encodeURIComponent(confirm.data.orderToken)}`}
          className={buttonClasses({ className: 'mt-6 w-full' })}
        >
          View order {confirm.data.orderNumber}
        </Link>
      </SmallPageCard>
    );
  return (
    <SmallPageCard title="Confirm your order">
      <p>
        You chose to pay cash on delivery. Confirm the order and we will pack it; orders that are
        not confirmed in time are cancelled.
      </p>
      {confirm.isError && (
        <div className="mt-5">
          <Answer tone="error">{errorMessage(confirm.error)}</Answer>
        </div>
      )}
      <Button
        size="lg"
        className="mt-6 w-full"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? 'Confirming...' : 'Confirm my order'}
      </Button>
    </SmallPageCard>
  );
}
