/** /returns (spec section 2); the text lives in data/returns.ts. */
import { PolicyPage } from './components/policy-page';
import { RETURNS } from './data/returns';

export default function ReturnsPage() {
  return <PolicyPage document={RETURNS} />;
}
