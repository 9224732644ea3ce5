/**
 * An order named by a gift card or its ledger, linked to the owner's order page. The API gives
 * the order's number, not its id; the order page finds an order by either.
 */
import { Link } from 'react-router';

export const orderLink = (orderNumber: string) => (
  <Link
    to={`/admin/orders/${encodeURIComponent(orderNumber)}`}
    className="font-medium whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-900"
  >
    {orderNumber}
  </Link>
);
