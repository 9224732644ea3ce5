/**
 * /orders/:orderNumber: the order's confirmation, its own address so a reload or a link from Order
 * History shows it again (issue 13). Private: signed-out visitors sign in first and come back.
 */
import { CircleCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { RequireAuth } from '../../lib/require-auth';
import { isOrderNotFound, useOrderConfirmation } from './api/get-order-confirmation';
import { OrderReceipt } from './components/order-receipt';

export default function OrderConfirmationPage() {
  const { orderNumber = '' } = useParams();
  useDocumentTitle(`Order ${orderNumber}`);
  return (
    <RequireAuth>
      <Confirmation orderNumber={orderNumber} />
    </RequireAuth>
  );
}

function NextSteps() {
  return (
    <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to="/profile?query=orders" className={buttonClasses()}>
        View your orders
      </Link>
      <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
        Continue shopping
      </Link>
    </div>
  );
}

function Confirmation({ orderNumber }: { orderNumber: string }) {
  const query = useOrderConfirmation(orderNumber);

  if (query.isPending) {
    return (
      <Container className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading your order" />
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container className="py-20 text-center">
        {isOrderNotFound(query.error) ? (
          <>
            <h1 className="font-serif text-3xl text-brand-900">Order not found</h1>
            <p className="mt-3 text-stone-700">
              We could not find order {orderNumber} in your account.
            </p>
            <NextSteps />
          </>
        ) : (
          <LoadErrorNotice
            message="We could not load this order just now."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Container>
    );
  }

  const order = query.data;
  const placed = order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed';
  return (
    <Container className="pt-8 pb-20 sm:pt-12">
      <section aria-labelledby="confirmation-title" className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h1 id="confirmation-title" className="mt-4 font-serif text-3xl text-brand-900">
          {placed ? 'Thank you for your order' : 'Your order is awaiting payment'}
        </h1>
        <p className="mt-3 text-stone-700">
          Your order number is <strong className="text-stone-900">{order.orderNumber}</strong>.
          {placed && ' A confirmation is on its way to your inbox.'}
        </p>
        <p className="mt-2 text-sm text-stone-600">
          Next: we pack and ship your order, and Order History shows where it is on its way.
        </p>
        <NextSteps />
      </section>
      <OrderReceipt order={order} />
    </Container>
  );
}
