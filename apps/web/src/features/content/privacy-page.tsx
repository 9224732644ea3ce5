/** /privacy (spec section 2); the text lives in data/privacy.ts. */
import { PolicyPage } from './components/policy-page';
import { PRIVACY } from './data/privacy';

export default function PrivacyPage() {
  return <PolicyPage document={PRIVACY} />;
}
