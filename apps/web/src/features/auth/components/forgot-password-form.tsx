/** Asks for the e-mail that should receive the reset code and link. */
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { bindField } from '../../../components/ui/bind-field';
import { errorMessage } from '../api/error-message';
import { useRequestReset } from '../api/password-reset';
import { FormAlert } from './form-alert';
import { TextField } from '../../../components/ui/form-field';
import { emailInput } from '../../../components/ui/input';
import { SubmitButton } from './submit-button';

export const RESET_REQUEST_FAILED = 'Failed to send reset instructions';

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestReset();
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email, { onSuccess: () => onSent(email) }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {request.isError && (
        <FormAlert>{errorMessage(request.error, RESET_REQUEST_FAILED)}</FormAlert>
      )}
      <TextField id="forgot-email" label="Email Address" {...emailInput} {...field('email')} />
      <SubmitButton busy={request.isPending} busyLabel="Sending...">
        Send Reset Instructions
      </SubmitButton>
    </form>
  );
}
