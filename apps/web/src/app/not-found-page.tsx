import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';
import { StatusMessage } from './status-message';

/** Any unknown path (spec section 2). */
export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <StatusMessage
      eyebrow="Error 404"
      title="Page Not Found"
      actions={
        <>
          <Link to="/" className={buttonClasses()}>
            Back to home
          </Link>
          <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
            Browse products
          </Link>
        </>
      }
    >
      <p>This page has wandered off. Let’s find you something calmer to look at.</p>
    </StatusMessage>
  );
}
