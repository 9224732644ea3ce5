/** The link flow's form: new password + confirmation; on success, on to /login after 3 s. */
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema, TIMINGS } from '@shop/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../api/error-message';
import { useResetWithLink } from '../api/password-reset';
import { textLinkClasses } from './auth-card';
import { PASSWORD_RESET_DONE } from './code-password-form';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const reset = useResetWithLink();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ email, token, password }));

  if (reset.isSuccess)
    return <ResetDone email={email} message={reset.data.message ?? PASSWORD_RESET_DONE} />;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {reset.isError && <FormAlert>{errorMessage(reset.error)}</FormAlert>}
      <NewPasswordFields form={form} idPrefix="reset" />
      <SubmitButton busy={reset.isPending} busyLabel="Resetting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}

function ResetDone({ email, message }: { email: string; message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true, state: { email } }),
      TIMINGS.resetRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, email]);

  return (
    <FormAlert tone="success">
      <p>{message}</p>
      <p className="mt-1">
        Taking you to the login page in {TIMINGS.resetRedirectMs / 1000} seconds…{' '}
        <Link to="/login" replace state={{ email }} className={textLinkClasses}>
          Log in now
        </Link>
      </p>
    </FormAlert>
  );
}
