/** The success view of /forgot-password: what the e-mail holds, and the code flow right here. */
import { Link } from 'react-router';
import { AuthCard, textLinkClasses } from './auth-card';
import { CodeResetFlow } from './code-reset-flow';

type CheckYourEmailProps = { email: string; onTryAgain: () => void };

export function CheckYourEmail({ email, onTryAgain }: CheckYourEmailProps) {
  return (
    <AuthCard
      title="Check Your Email"
      focusTitle
      intro={
        <p>
          If an account exists for{' '}
          <strong className="font-medium break-all text-stone-900">{email}</strong>, we have sent it
          an e-mail with a 6-digit code and a link to reset your password. The code is valid for 10
          minutes, the link for 30 minutes.
        </p>
      }
      footer={
        <Link to="/login" className={textLinkClasses}>
          Back to Log In
        </Link>
      }
    >
      <CodeResetFlow email={email} />
      <p className="mt-5 text-sm text-stone-700">
        No e-mail after a few minutes? Check your spam folder, or{' '}
        <button type="button" onClick={onTryAgain} className={textLinkClasses}>
          try another address
        </button>
        .
      </p>
    </AuthCard>
  );
}
