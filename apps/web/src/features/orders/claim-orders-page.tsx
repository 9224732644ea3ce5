/**
 * /account/claim-orders?token=… (issue 27): the link mailed to a new account whose e-mail placed
 * guest orders. Opening it adds them: the token itself names the account, and only that e-mail's
 * mailbox ever received it, so no sign-in is needed here.
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { useClaimOrders } from './api/claim-orders';
import { errorMessage } from './api/error-message';
import { Answer, SmallPageCard } from './components/small-page-card';

const NO_TOKEN = 'This link is incomplete. Please open the link in your e-mail again.';

export default function ClaimOrdersPage() {
  useDocumentTitle('Add your orders');
  const token = useSearchParams()[0].get('token') ?? '';
  const claim = useClaimOrders();
  const { mutate } = claim;
  // Once per token: React's development double effects and re-renders must not post it twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <SmallPageCard title="Add your orders">
      {!token ? (
        <Answer tone="error">{NO_TOKEN}</Answer>
      ) : claim.isSuccess ? (
        <Answer tone="success">{claim.data.message}</Answer>
      ) : claim.isError ? (
        <Answer tone="error">{errorMessage(claim.error)}</Answer>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner label="Adding your orders" />
        </div>
      )}
      <Link
        to="/profile?query=orders"
        className={buttonClasses({
          variant: claim.isSuccess ? 'primary' : 'secondary',
          className: 'mt-6 w-full',
        })}
      >
        View your orders
      </Link>
    </SmallPageCard>
  );
}
