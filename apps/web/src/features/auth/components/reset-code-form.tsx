/** Step 1 of the code flow: the 6-digit code from the e-mail, checked before a password is asked. */
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, otpCodeSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { bindField } from '../../../components/ui/bind-field';
import { errorMessage } from '../api/error-message';
import { useVerifyCode } from '../api/password-reset';
import { FormAlert } from './form-alert';
import { TextField } from '../../../components/ui/form-field';
import { SubmitButton } from './submit-button';

/** The body of forget-password-otp-verify: the e-mail (fixed, not shown) and the code typed. */
const codeFormSchema = forgotPasswordSchema.extend({ otpCode: otpCodeSchema });

export function ResetCodeForm({
  email,
  onVerified,
}: {
  email: string;
  onVerified: (otpCode: string) => void;
}) {
  const verify = useVerifyCode();
  const form = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { email, otpCode: '' },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, { onSuccess: () => onVerified(values.otpCode) }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {verify.isError && <FormAlert>{errorMessage(verify.error)}</FormAlert>}
      <TextField
        id="reset-code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="[&_input]:text-lg [&_input]:tracking-[0.4em]"
        {...field('otpCode')}
      />
      <SubmitButton busy={verify.isPending} busyLabel="Verifying...">
        Verify Code
      </SubmitButton>
    </form>
  );
}
