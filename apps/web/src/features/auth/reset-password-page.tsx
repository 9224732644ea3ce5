/** /reset-password?token=&email= (spec section 4): check the link, then set a new password. */
import { MESSAGES } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { errorMessage } from './api/error-message';
import { resetLinkQuery } from './api/password-reset';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { ResetLinkProblem } from './components/reset-link-problem';
import { ResetPasswordForm } from './components/reset-password-form';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';

  return (
    <AuthCard
      title="Reset Password"
      footer={
        <>
          Remember your password?{' '}
          <Link to="/login" className={textLinkClasses}>
            Log in
          </Link>
        </>
      }
    >
      {token && email ? (
        <CheckedReset email={email} token={token} />
      ) : (
        <ResetLinkProblem message={MESSAGES.resetMissingToken} />
      )}
    </AuthCard>
  );
}

function CheckedReset({ email, token }: { email: string; token: string }) {
  const link = useQuery(resetLinkQuery(email, token));

  if (link.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-sm text-stone-700">
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        Validating your reset link...
      </div>
    );
  }
  if (link.isError)
    return (
      <ResetLinkProblem message={errorMessage(link.error)} onRetry={() => void link.refetch()} />
    );
  if (!link.data) return <ResetLinkProblem message={MESSAGES.resetLinkInvalid} />;
  return (
    <>
      <p className="mb-5 text-sm text-stone-700">
        Choose a new password for{' '}
        <strong className="font-medium break-all text-stone-900">{email}</strong>.
      </p>
      <ResetPasswordForm email={email} token={token} />
    </>
  );
}
