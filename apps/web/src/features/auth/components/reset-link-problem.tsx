/** A reset link that is missing, invalid or expired: say so and offer a new one. */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { FormAlert } from './form-alert';

export function ResetLinkProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="space-y-6">
      <FormAlert>{message}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <Link to="/forgot-password" className={buttonClasses({ className: 'flex-1' })}>
          Request New Link
        </Link>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}
          >
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
