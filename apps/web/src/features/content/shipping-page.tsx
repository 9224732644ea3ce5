/** /shipping (spec section 2); the text lives in data/shipping.ts. */
import { PolicyPage } from './components/policy-page';
import { SHIPPING } from './data/shipping';

export default function ShippingPage() {
  return <PolicyPage document={SHIPPING} />;
}
