/** The spec's account messages (section 5), as plain constants. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  numberRequired: 'number is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordsMismatch: 'Passwords do not match',
  agreeTerms: 'You must agree to the terms and conditions',
  invalidLogin: 'Invalid email or password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  resetMismatch: 'Passwords do not match.',
  resetWeak: 'Please use a stronger password.',
  resetMissingToken: 'Invalid or missing reset token. Please request a new password reset link.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  genericError: 'An error occurred. Please try again.',
} as const;

/** Answer of "Sign out of all devices" (issue 17). */
export const SIGNED_OUT_EVERYWHERE =
  'You are signed out on every other device. This one stays signed in.';

/** An owner signed in with the password only, at a back-office route (issue 17). */
export const SECOND_STEP_REQUIRED =
  'Enter the code from your authenticator app to open the back office.';
export const TWO_STEP_CODE_WRONG = 'That code is not right, or was already used. Try the next one.';
