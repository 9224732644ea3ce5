/** A quiet notice that something failed to load, with a retry (the failure itself is only logged). */
import { RefreshCw } from 'lucide-react';

type LoadErrorNoticeProps = {
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
};

export function LoadErrorNotice({
  message = 'We could not load the products just now.',
  onRetry,
  retrying = false,
  className = '',
}: LoadErrorNoticeProps) {
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-2xl bg-sand-100 px-4 py-3 text-sm text-stone-700 ${className}`}
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium text-brand-800 underline-offset-4 hover:underline disabled:opacity-60"
      >
        <RefreshCw size={14} aria-hidden="true" className={retrying ? 'animate-spin' : ''} />
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}
