/** /forgot-password: request a reset; the view then becomes 'Check Your Email' (spec section 4). */
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { AuthCard, textLinkClasses } from './components/auth-card';
import { CheckYourEmail } from './components/check-your-email';
import { ForgotPasswordForm } from './components/forgot-password-form';

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(sentTo ? 'Check Your Email' : 'Forgot Password');

  if (sentTo) return <CheckYourEmail email={sentTo} onTryAgain={() => setSentTo(null)} />;
  return (
    <AuthCard
      title="Forgot Password?"
      intro="Enter the e-mail address of your account. We will send you a 6-digit code and a link to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLinkClasses}>
            Back to Log In
          </Link>
        </>
      }
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}
