/** What a back-office list or page shows while its data loads or when loading failed. */
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';

type QueryStatusProps = {
  isPending: boolean;
  error: Error | null;
  retry: () => void;
  label: string;
};

/** Renders the loading or error state; renders nothing once the data is there. */
export function QueryStatus({ isPending, error, retry, label }: QueryStatusProps) {
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div
        role="alert"
        className="rounded-2xl border border-clay-500/40 bg-white p-6 text-stone-800"
      >
        <p>
          {notFound
            ? `${label} could not be found.`
            : `${label} could not be loaded. ${error.message}`}
        </p>
        {!notFound && (
          <Button variant="secondary" size="sm" className="mt-4" onClick={retry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (isPending) return <Spinner label={`Loading ${label.toLowerCase()}`} className="mt-6" />;
  return null;
}
