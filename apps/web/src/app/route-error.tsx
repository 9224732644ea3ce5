import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';
import { StatusMessage } from './status-message';

/** Error boundary element for the routes: a calm message, a way home and a reload. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page Not Found' : 'Something went wrong';
  useDocumentTitle(title);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <StatusMessage
      eyebrow={notFound ? 'Error 404' : 'Unexpected error'}
      title={title}
      actions={
        <>
          <Link to="/" className={buttonClasses()}>
            Back to home
          </Link>
          {notFound ? (
            <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
              Browse products
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          )}
        </>
      }
    >
      <p>
        {notFound
          ? 'We couldn’t find what you were looking for.'
          : 'We couldn’t show this page just now. Reloading usually helps; if it doesn’t, please try again in a moment.'}
      </p>
    </StatusMessage>
  );
}
