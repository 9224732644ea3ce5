/** /admin/orders/:id: everything about one order, and the form that moves it on. */
import { DOCUMENT_PATHS } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { adminCarriersQuery } from '../api/carriers';
import { useOrder, type AdminOrder } from '../api/orders';
import { orderShipmentQuery } from '../api/shipments';
import { OrderStatusBadge, PaymentBadge } from '../components/badge';
import { PageHeader, Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatDateTime } from '../format';
import { CodPanel } from './cod-panel';
import { CustomerCreditPanel } from './components/customer-credit-panel';
import { CustomerPanel, PaymentPanel, ShippingPanel } from './order-facts';
import { OrderItems } from './order-items';
import { OrderStatusForm } from './order-status-form';
import { OrderTimeline } from './order-timeline';
import { RefundsPanel } from './refunds-panel';
import { ReturnsPanel } from './returns-panel';
import { ShipmentPanel } from './shipment-panel';
import { ShippingPromise } from './shipping-promise';

const BACK = { to: '/admin/orders', label: 'Orders' };
const link = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  if (!order.data)
    return (
      <>
        <PageHeader title="Order" back={BACK} />
        <QueryStatus
          isPending={order.isPending}
          error={order.error}
          retry={() => void order.refetch()}
          label="This order"
        />
      </>
    );
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: AdminOrder }) {
  // The carriers are offered only when the order may ship next (record 058).
  const carriers = useQuery({ ...adminCarriersQuery, enabled: order.next.includes('shipped') });
  const shipment = useQuery(orderShipmentQuery(order._id)).data?.shipment ?? undefined;
  const bookable = order.next.includes('shipped') || order.next.includes('processing');
  return (
    <>
      <PageHeader
        title={`Order ${order.orderNumber}`}
        back={BACK}
        description={
          <>
            <span className="flex flex-wrap items-center gap-2">
              <time dateTime={order.createdDate}>{formatDateTime(order.createdDate)}</time>
              <OrderStatusBadge status={order.status} paymentStatus={order.paymentStatus} />
              <PaymentBadge status={order.paymentStatus} />
            </span>
            <ShippingPromise order={order} />
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Panel title="Items">
            <OrderItems order={order} />
          </Panel>
          <ReturnsPanel order={order} />
          <Panel title="Timeline">
            <OrderTimeline events={order.events} />
          </Panel>
        </div>
        <div className="space-y-6 lg:row-span-2">
          <Panel title="Status">
            <OrderStatusForm
              orderId={order._id}
              label={order.orderStatus}
              next={order.next}
              estimatedDate={order.track.estimatedDate}
              carriers={carriers.data}
              booked={shipment}
            />
          </Panel>
          <ShipmentPanel orderId={order._id} bookable={bookable} />
          <CodPanel order={order} />
          <ShippingPanel order={order} />
          <CustomerPanel order={order} />
          {order.customerId && <CustomerCreditPanel customerId={order.customerId} />}
          <PaymentPanel order={order} />
          <RefundsPanel
            orderId={order._id}
            orderNumber={order.orderNumber}
            paid={order.paymentStatus !== 'pending'}
            cancellable={
              order.paymentStatus === 'paid' &&
              (order.status === 'pending' || order.status === 'processing')
            }
          />
          <Panel title="Documents">
            <ul className="space-y-2 text-sm">
              {order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed' && (
                <li>
                  <a href={DOCUMENT_PATHS.invoice(order.orderNumber)} download className={link}>
                    Tax invoice (PDF)
                  </a>
                </li>
              )}
              <li>
                <a href={DOCUMENT_PATHS.packingSlip(order._id)} download className={link}>
                  Packing slip (PDF)
                </a>
              </li>
            </ul>
          </Panel>
        </div>
      </div>
    </>
  );
}
