/**
 * "Sign in with Google", only when the shop has a Google client id (the provider is then mounted,
 * see lib/google-auth.ts). Google's button code loads on demand, so shops without it never fetch it.
 */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useGoogleAuthReady } from '../../../lib/google-auth';
import { useGoogleSignIn } from '../api/google-sign-in';

const GoogleLogin = lazy(() =>
  import('@react-oauth/google').then((module) => ({ default: module.GoogleLogin })),
);

export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

type GoogleSignInButtonProps = { text?: 'signin_with' | 'signup_with'; redirectTo?: string };

export function GoogleSignInButton({
  text = 'signin_with',
  redirectTo = '/',
}: GoogleSignInButtonProps) {
  const ready = useGoogleAuthReady();
  const navigate = useNavigate();
  const signIn = useGoogleSignIn();
  if (!ready) return null;

  const onCredential = (credential: string | undefined) => {
    if (!credential) {
      console.error('Google sign-in returned no credential');
      toast.error(GOOGLE_FAILED);
      return;
    }
    signIn.mutate(credential, {
      onSuccess: () => navigate(redirectTo, { replace: true }),
      onError: () => toast.error(GOOGLE_FAILED),
    });
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs tracking-[0.14em] text-stone-600 uppercase">
        <span className="h-px flex-1 bg-sand-200" />
        or
        <span className="h-px flex-1 bg-sand-200" />
      </div>
      {/* Google's button is 40 px tall: reserving it keeps the card from jumping when it appears. */}
      <div className="mt-5 flex min-h-10 justify-center" aria-busy={signIn.isPending}>
        <Suspense fallback={null}>
          <GoogleLogin
            onSuccess={(response) => onCredential(response.credential)}
            onError={() => toast.error(GOOGLE_FAILED)}
            text={text}
            shape="pill"
            width={300}
          />
        </Suspense>
      </div>
    </div>
  );
}
