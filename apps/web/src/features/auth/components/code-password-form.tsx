/** Step 2 of the code flow: the new password, set with the verified code; then on to /login. */
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../api/error-message';
import { useSetPasswordWithCode } from '../api/password-reset';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in.';

export function CodePasswordForm({ email, otpCode }: { email: string; otpCode: string }) {
  const navigate = useNavigate();
  const setPassword = useSetPasswordWithCode();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ password }) =>
    setPassword.mutate(
      { email, otpCode, password },
      {
        onSuccess: (data) => {
          toast.success(data.message ?? PASSWORD_RESET_DONE);
          navigate('/login', { replace: true, state: { email } });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert tone="success">Code verified. Choose a new password.</FormAlert>
      {setPassword.isError && <FormAlert>{errorMessage(setPassword.error)}</FormAlert>}
      <NewPasswordFields form={form} idPrefix="code-reset" />
      <SubmitButton busy={setPassword.isPending} busyLabel="Saving...">
        Set New Password
      </SubmitButton>
    </form>
  );
}
