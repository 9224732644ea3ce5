/** HTTP routes of accounts (spec section 7, /api/users and /api/provider), one plugin per area. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createGoogleSignIn } from './google-sign-in';
import type { PasswordResetService } from './password-reset';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';
import type { AccountsService } from './service';
import { sessionRoutes } from './session-routes';

type Deps = {
  accounts: AccountsService;
  resets: PasswordResetService;
  signInWithGoogle: ReturnType<typeof createGoogleSignIn>;
};

export const accountsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { accounts, resets, signInWithGoogle },
) => {
  await app.register(sessionRoutes, { accounts, signInWithGoogle });
  await app.register(profileRoutes, { accounts });
  await app.register(passwordResetRoutes, { resets });
};
