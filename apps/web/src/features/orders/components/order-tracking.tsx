/** Where the order is on its way: the same steps and dates as the account's Track Order. */
import { TrackParcelLink } from '../../../components/order/track-parcel-link';
import { TrackingTimeline } from '../../../components/order/tracking-timeline';
import type { OrderConfirmation } from '../api/get-order-confirmation';
import { OrderSection } from './order-section';

export function OrderTracking({ track }: { track: OrderConfirmation['track'] }) {
  return (
    <OrderSection title="Tracking">
      {track.cancelled && (
        <p className="mb-4 text-sm font-medium text-stone-900">This order has been cancelled.</p>
      )}
      {track.trackingNumber && (
        <p className="mb-4 text-sm text-stone-700">
          Tracking number:{' '}
          <span className="font-medium break-all text-stone-900">{track.trackingNumber}</span>
          {track.carrier && (
            <>
              <br />
              <TrackParcelLink carrier={track.carrier} />
            </>
          )}
        </p>
      )}
      <TrackingTimeline tracking={track} />
    </OrderSection>
  );
}
