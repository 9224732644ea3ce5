/** 'Track Order' (spec section 2): estimated delivery, tracking number and the status timeline. */
import { useState } from 'react';
import { Ban } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { useTracking, type Tracking } from '../../api/get-tracking';
import { OrderDialog } from './order-dialog';
import { formatDay } from './order-format';
import { TrackParcelLink } from '../../../../components/order/track-parcel-link';
import { TrackingTimeline } from '../../../../components/order/tracking-timeline';

type TrackOrderDialogProps = { orderNumber: string; describedBy: string };

export function TrackOrderDialog({ orderNumber, describedBy }: TrackOrderDialogProps) {
  const [open, setOpen] = useState(false);
  const tracking = useTracking(orderNumber, open);

  return (
    <OrderDialog
      trigger="Track Order"
      triggerVariant="primary"
      describedBy={describedBy}
      title="Track Order"
      description={`Order ${orderNumber}`}
      open={open}
      onOpenChange={setOpen}
    >
      {tracking.data ? (
        <TrackingDetails tracking={tracking.data} />
      ) : tracking.isError ? (
        <div role="alert" className="text-sm text-stone-800">
          <p>
            {tracking.error instanceof ApiError && tracking.error.status === 404
              ? 'We could not find this order.'
              : 'We could not load the tracking details. Please try again.'}
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-4"
            onClick={() => void tracking.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-8">
          <Spinner label="Loading tracking details" />
        </div>
      )}
    </OrderDialog>
  );
}

function TrackingDetails({ tracking }: { tracking: Tracking }) {
  const delivered = tracking.status.Delivered;
  return (
    <div className="space-y-6">
      {tracking.cancelled && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-900 ring-1 ring-red-200"
        >
          <Ban aria-hidden="true" className="size-4 shrink-0" />
          This order has been cancelled.
        </p>
      )}
      <dl className="grid gap-4 rounded-xl bg-white p-4 text-sm ring-1 ring-sand-200 sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Order number</dt>
          <dd className="mt-0.5 font-medium break-all text-stone-900">{tracking.orderNumber}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Status</dt>
          <dd className="mt-0.5 font-medium text-stone-900">{tracking.orderStatus}</dd>
        </div>
        {!tracking.cancelled && (
          <div>
            <dt className="text-stone-600">{delivered ? 'Delivered on' : 'Estimated delivery'}</dt>
            <dd className="mt-0.5 font-medium text-stone-900">
              <time dateTime={delivered ?? tracking.estimatedDate}>
                {formatDay(delivered ?? tracking.estimatedDate)}
              </time>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-stone-600">Tracking number</dt>
          <dd className="mt-0.5 font-medium break-all text-stone-900">
            {tracking.trackingNumber ?? 'Not assigned yet'}
          </dd>
          {tracking.carrier && (
            <dd className="mt-1">
              <TrackParcelLink carrier={tracking.carrier} />
            </dd>
          )}
        </div>
      </dl>
      <TrackingTimeline tracking={tracking} />
    </div>
  );
}
