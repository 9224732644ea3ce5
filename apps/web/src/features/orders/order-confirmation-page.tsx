/**
 * /orders/:orderNumber: the order's page, its own address so a reload or a link from Order History
 * shows it again (issue 13). Its owner signs in to see it; anyone holding its token (a guest, from
 * the checkout or the mailed link, issue 27) sees it without signing in.
 */
import { DOCUMENT_PATHS, STOREFRONT_ROUTES } from '@shop/shared';
import { CircleCheck } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { RequireAuth } from '../../lib/require-auth';
import {
  isOrderNotFound,
  useOrderConfirmation,
  type OrderConfirmation,
} from './api/get-order-confirmation';
import { CodNotice } from './components/cod-notice';
import { GuestInvitation } from './components/guest-invitation';
import { OrderAfterSale } from './components/order-after-sale';
import { OrderReceipt } from './components/order-receipt';
import { OrderTracking } from './components/order-tracking';

export default function OrderConfirmationPage() {
  const { orderNumber = '' } = useParams();
  const token = useSearchParams()[0].get('token');
  useDocumentTitle(`Order ${orderNumber}`);
  if (token) return <Confirmation orderNumber={orderNumber} token={token} />;
  return (
    <RequireAuth>
      <Confirmation orderNumber={orderNumber} token={null} />
    </RequireAuth>
  );
}

function NextSteps({ guest }: { guest: boolean }) {
  return (
    <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
      {!guest && (
        <Link to="/profile?query=orders" className={buttonClasses()}>
          View your orders
        </Link>
      )}
      <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
        Continue shopping
      </Link>
    </div>
  );
}

function NotFound({ orderNumber, byLink }: { orderNumber: string; byLink: boolean }) {
  return (
    <>
      <h1 className="font-serif text-3xl text-brand-900">Order not found</h1>
      <p className="mt-3 text-stone-700">
        {byLink
          ? `This link does not open order ${orderNumber}. Use the link in your e-mail, or ask for it again.`
          : `We could not find order ${orderNumber} in your account.`}
      </p>
      {byLink && (
        <Link
          to={STOREFRONT_ROUTES.findOrder.path}
          className={buttonClasses({ className: 'mt-6' })}
        >
          Find my order
        </Link>
      )}
      {!byLink && <NextSteps guest={false} />}
    </>
  );
}

function Confirmation({ orderNumber, token }: { orderNumber: string; token: string | null }) {
  const query = useOrderConfirmation(orderNumber, token);

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
          <NotFound orderNumber={orderNumber} byLink={token !== null} />
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
  return <OrderView order={query.data} token={token} />;
}

function OrderView({ order, token }: { order: OrderConfirmation; token: string | null }) {
  // A COD order is placed unpaid: it is an order all the same, paid to the courier.
  const placed =
    order.cod !== null || (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed');
  // Nothing is packed before the shopper confirms a COD order from the mailed link.
  const awaitingConfirmation =
    order.cod !== null && order.cod.confirmedAt === null && order.status !== 'cancelled';
  return (
    <Container className="pt-8 pb-20 sm:pt-12">
      <section aria-labelledby="confirmation-title" className="mx-auto max-w-2xl text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <h1 id="confirmation-title" className="mt-4 font-serif text-3xl text-brand-900">
          {placed ? 'Thank you for your order' : 'Your order is awaiting payment'}
        </h1>
        <p className="mt-3 text-stone-700">
          Your order number is <strong className="text-stone-900">{order.orderNumber}</strong>.
          {placed && ' A confirmation is on its way to your inbox.'}
        </p>
        <p className="mt-2 text-sm text-stone-600">
          {awaitingConfirmation
            ? 'Next: confirm it from the e-mail, then we pack and ship it, and this page shows where it is on its way.'
            : 'Next: we pack and ship your order, and this page shows where it is on its way.'}
        </p>
        {order.cod && <CodNotice order={order} cod={order.cod} />}
        {order.guest && <GuestInvitation />}
        <NextSteps guest={order.guest} />
      </section>
      <div className="mt-8">
        <OrderTracking track={order.track} />
      </div>
      <OrderReceipt order={order} />
      <OrderAfterSale order={order} token={token} />
      {order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed' && (
        <p className="mx-auto mt-6 max-w-2xl text-center">
          {/* A guest's token opens the invoice as it opens this page. */}
          <a
            href={`${DOCUMENT_PATHS.invoice(order.orderNumber)}${token ? `?token=${encodeURIComponent(token)}` : ''}`}
            download
            className="text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            Download tax invoice (PDF)
          </a>
        </p>
      )}
    </Container>
  );
}
