/** An order's delivery address, as the order confirmation and the order details dialog show it. */
import type { Order } from '@shop/shared';

export function ShippingAddress({ address }: { address: Order['shippingAddress'] }) {
  const place = [address.city, address.state, address.zipCode].filter(Boolean).join(', ');
  return (
    <address className="text-sm leading-relaxed text-stone-800 not-italic">
      {address.name && <span className="block font-medium">{address.name}</span>}
      <span className="block break-words">{address.address}</span>
      {place && <span className="block">{place}</span>}
      {address.country && <span className="block">{address.country}</span>}
      {address.number && <span className="block">Phone: {address.number}</span>}
    </address>
  );
}
