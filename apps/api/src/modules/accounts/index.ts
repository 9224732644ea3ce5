/** The accounts module's public face: what app.ts, the CLI and other modules may use. */
export { createGoogleSignIn } from './google-sign-in';
export { createPasswordResetService } from './password-reset';
export { profileImageRoutes } from './profile-image';
export { accountsRoutes } from './routes';
export { createAccountsService, findUserByEmail } from './service';
export { createTokenService } from './tokens';
export { twoStepRoutes } from './two-step-routes';
export { createTwoStep } from './two-step';
