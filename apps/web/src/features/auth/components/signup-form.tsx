/** Registration: name, phone, e-mail, password twice and consent; the page then moves on signed in. */
import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { bindField } from '../../../components/ui/bind-field';
import { errorMessage, fieldErrors } from '../api/error-message';
import { useRegister } from '../api/register';
import { textLinkClasses } from './auth-card';
import { FormAlert } from './form-alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/form-field';
import { emailInput, phoneInput } from '../../../components/ui/input';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

export const SIGNUP_FAILED = 'Failed to create account';
const SERVER_FIELDS = ['name', 'email', 'number', 'password'] as const;

export function SignupForm() {
  const registration = useRegister();
  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      name: '',
      number: '',
      email: '',
      password: '',
      confirmPassword: '',
      agreeTerms: false,
    },
  });
  const field = bindField(form);

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (data) => {
        toast.success(data.message);
      },
      onError: (error) =>
        fieldErrors(error, SERVER_FIELDS).forEach(([name, message]) =>
          form.setError(name, { message }),
        ),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {registration.isError && (
        <FormAlert>{errorMessage(registration.error, SIGNUP_FAILED)}</FormAlert>
      )}
      <TextField id="signup-name" label="Full Name" autoComplete="name" {...field('name')} />
      <TextField id="signup-number" label="Phone Number" {...phoneInput} {...field('number')} />
      <TextField id="signup-email" label="Email Address" {...emailInput} {...field('email')} />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        id="signup-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <CheckboxField
        id="signup-terms"
        label={
          <>
            I agree to the{' '}
            <Link to="/terms" className={textLinkClasses}>
              Terms &amp; Conditions
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" className={textLinkClasses}>
              Privacy Policy
            </Link>
          </>
        }
        {...field('agreeTerms')}
      />
      <SubmitButton busy={registration.isPending} busyLabel="Creating Account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
