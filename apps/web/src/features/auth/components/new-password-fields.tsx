/** New password + confirmation with the strength meter and a live mismatch hint (reset flows). */
import { MESSAGES } from '@shop/shared';
import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

export type NewPasswordValues = { password: string; confirmPassword: string };

type NewPasswordFieldsProps = { form: UseFormReturn<NewPasswordValues>; idPrefix: string };

export function NewPasswordFields({ form, idPrefix }: NewPasswordFieldsProps) {
  const { register, watch, formState } = form;
  const password = watch('password') ?? '';
  const confirmPassword = watch('confirmPassword') ?? '';
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const confirmError =
    formState.errors.confirmPassword?.message ?? (mismatch ? MESSAGES.resetMismatch : undefined);

  return (
    <div className="space-y-5">
      <div>
        <PasswordField
          id={`${idPrefix}-password`}
          label="New Password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label="Confirm New Password"
        autoComplete="new-password"
        error={confirmError}
        liveError
        {...register('confirmPassword')}
      />
    </div>
  );
}
