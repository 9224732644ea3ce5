/**
 * The courier booking on the order page (record 058): book the shipment with the shop's
 * aggregator, then download its label and ask for the pickup. The waybill and courier it gives
 * fill the Shipped form. Not shown when the shop has no aggregator and nothing was booked.
 */
import { DOCUMENT_PATHS } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { orderShipmentQuery, useShipmentAction, type BookedShipment } from '../api/shipments';
import { Panel } from '../components/page-header';
import { formatDateTime } from '../format';

const PROVIDER_NAMES = { shiprocket: 'Shiprocket', sandbox: 'Shiprocket (sandbox)' } as const;
const link = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

type ShipmentPanelProps = {
  orderId: string;
  /** Paid (or a confirmed COD order) and not yet shipped: a shipment may be booked. */
  bookable: boolean;
};

export function ShipmentPanel({ orderId, bookable }: ShipmentPanelProps) {
  const query = useQuery(orderShipmentQuery(orderId));
  const book = useShipmentAction(orderId, 'book');
  const pickup = useShipmentAction(orderId, 'pickup');
  const provider = query.data?.provider ?? null;
  const shipment = query.data?.shipment ?? null;
  if (!query.data || (!shipment && (!provider || !bookable))) return null;
  const failed = (error: Error) => toast.error(error.message);

  return (
    <Panel title="Courier booking">
      {shipment ? (
        <Booked
          orderId={orderId}
          shipment={shipment}
          pickingUp={pickup.isPending}
          onPickup={() =>
            pickup.mutate(undefined, {
              onSuccess: () => toast.success('Pickup scheduled.'),
              onError: failed,
            })
          }
        />
      ) : (
        <div className="space-y-3 text-sm text-stone-700">
          <p>
            Book this parcel with {PROVIDER_NAMES[provider!]} to get its waybill (AWB), the courier
            and a label to print.
          </p>
          <Button
            type="button"
            disabled={book.isPending}
            onClick={() =>
              book.mutate(undefined, {
                onSuccess: (answer) =>
                  toast.success(`Booked with ${answer.shipment?.courierName}.`),
                onError: failed,
              })
            }
          >
            {book.isPending ? 'Booking…' : 'Book shipment'}
          </Button>
        </div>
      )}
    </Panel>
  );
}

type BookedProps = {
  orderId: string;
  shipment: BookedShipment;
  pickingUp: boolean;
  onPickup: () => void;
};

function Booked({ orderId, shipment, pickingUp, onPickup }: BookedProps) {
  return (
    <div className="space-y-3 text-sm text-stone-700">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-500">Courier</dt>
        <dd>{shipment.courierName}</dd>
        <dt className="text-stone-500">AWB</dt>
        <dd className="font-mono">{shipment.awb}</dd>
        <dt className="text-stone-500">Pickup</dt>
        <dd>
          {shipment.pickupAt ? (
            <time dateTime={shipment.pickupAt}>{formatDateTime(shipment.pickupAt)}</time>
          ) : (
            'Not scheduled'
          )}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <a href={DOCUMENT_PATHS.shipmentLabel(orderId)} download className={link}>
          Shipping label (PDF)
        </a>
        {!shipment.pickupAt && (
          <Button type="button" variant="secondary" disabled={pickingUp} onClick={onPickup}>
            {pickingUp ? 'Scheduling…' : 'Schedule pickup'}
          </Button>
        )}
      </div>
    </div>
  );
}
