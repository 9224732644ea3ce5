/** /terms (spec section 2); the text lives in data/terms.ts. */
import { PolicyPage } from './components/policy-page';
import { TERMS } from './data/terms';

export default function TermsPage() {
  return <PolicyPage document={TERMS} />;
}
