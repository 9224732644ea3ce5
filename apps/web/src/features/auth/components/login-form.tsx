/** E-mail, password and Remember me (on by default); the page redirects once the session exists. */
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { bindField } from '../../../components/ui/bind-field';
import { errorMessage } from '../api/error-message';
import { useLogin } from '../api/login';
import { useHandedOverEmail } from '../hooks/use-redirect-target';
import { textLinkClasses } from './auth-card';
import { FormAlert } from './form-alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/form-field';
import { emailInput } from '../../../components/ui/input';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

export const LOGIN_FAILED = 'Login failed. Please try again.';

export function LoginForm() {
  const login = useLogin();
  const email = useHandedOverEmail();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email, password: '', rememberMe: true },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {login.isError && <FormAlert>{errorMessage(login.error, LOGIN_FAILED)}</FormAlert>}
      <TextField id="login-email" label="Email Address" {...emailInput} {...field('email')} />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        labelAside={
          <Link to="/forgot-password" className={`${textLinkClasses} text-sm`}>
            Forgot password?
          </Link>
        }
        {...field('password')}
      />
      <CheckboxField id="login-remember" label="Remember me" {...field('rememberMe')} />
      <SubmitButton busy={login.isPending} busyLabel="Logging in...">
        Log In
      </SubmitButton>
    </form>
  );
}
