/**
 * Near Add to Cart: when an order placed now would arrive in India, by the cheapest method, and
 * when it ships free (from the rate table the checkout charges from). Shown once the page runs
 * in the browser, since "now" differs between the server's render and the shopper's clock; its
 * line is reserved so nothing moves when it appears.
 */
import { deliveryWindow, fromMinor, zoneFor } from '@shop/shared';
import { Truck } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useFormatPrice } from '../../../components/ui/price';
import { formatIndiaShortDay as day } from '../../../lib/india-date';
import { asTable, useShippingRates } from '../../../lib/shipping-rates';

const DESTINATION = 'India';

const subscribe = () => () => undefined;
/** True in the browser after hydration, false on the server and while hydrating. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

export function DeliveryEstimate() {
  const hydrated = useHydrated();
  const rates = useShippingRates();
  const format = useFormatPrice();
  const zone = rates.data ? zoneFor(asTable(rates.data), DESTINATION) : undefined;
  const method = zone?.methods[0];
  let text: string | null = null;
  if (hydrated && method && format) {
    const { earliest, latest } = deliveryWindow(method, new Date());
    const when = day(earliest) === day(latest) ? day(latest) : `${day(earliest)} - ${day(latest)}`;
    text = `Delivery in ${DESTINATION}: ${when} with ${method.name} shipping${
      method.freeOverCents === null
        ? ''
        : `, free on orders over ${format(fromMinor(method.freeOverCents))}`
    }.`;
  }
  return (
    <p className="flex min-h-10 items-start gap-2 text-sm text-stone-700">
      <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{text ?? ' '}</span>
    </p>
  );
}
