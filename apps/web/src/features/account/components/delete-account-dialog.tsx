/**
 * 'Delete my account' and its confirmation: an alert dialog that starts on Cancel, asks for the
 * password (or a fresh Google sign-in for Google accounts) and what becomes of the reviews.
 */
import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogFooter,
  DialogHeader,
} from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { useGoogleAuthReady } from '../../../lib/google-auth';
import type { SessionUser } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';

const REVIEW_OPTIONS = [
  ['keep', 'Keep them, shown as by “Former customer”'],
  ['remove', 'Remove them'],
] as const;

const GoogleLogin = lazy(() =>
  import('@react-oauth/google').then((module) => ({ default: module.GoogleLogin })),
);

export function DeleteAccountDialog({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [reviews, setReviews] = useState<'keep' | 'remove'>('keep');
  const [error, setError] = useState<string>();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const googleReady = useGoogleAuthReady();
  const reviewsId = useId();
  const byGoogle = user.isLoginFromProvider;

  const submit = (extra: { password?: string; credential?: string }) => {
    setError(undefined);
    remove.mutate(
      { ...extra, reviews },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setOpen(false);
          navigate('/', { replace: true });
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password to confirm.');
    submit({ password });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword('');
          setError(undefined);
        }
      }}
      size="sm"
      role="alertdialog"
      trigger={
        <button
          type="button"
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: 'text-clay-700',
          })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </button>
      }
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancelRef.current?.focus();
      }}
      onPointerDownOutside={(event) => event.preventDefault()}
    >
      <DialogHeader
        title="Delete your account?"
        description="Your profile, addresses, newsletter subscription and messages are erased. Orders stay on record without your details; their tax invoices keep your name and address for the 6 years the law requires. This cannot be undone."
      />
      <form onSubmit={onSubmit} noValidate>
        <DialogBody className="space-y-5 px-5 py-5 sm:px-6">
          <fieldset>
            <legend id={reviewsId} className="text-sm font-medium text-stone-800">
              Your reviews
            </legend>
            <div className="mt-2 space-y-2 text-sm text-stone-700">
              {REVIEW_OPTIONS.map(([value, label]) => (
                <label key={value} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="reviews"
                    value={value}
                    checked={reviews === value}
                    onChange={() => setReviews(value)}
                    className="mt-1 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {byGoogle ? (
            googleReady ? (
              <div>
                <p className="text-sm text-stone-700">Sign in with Google again to confirm.</p>
                <Suspense fallback={null}>
                  <div className="mt-2">
                    <GoogleLogin
                      onSuccess={(r) => r.credential && submit({ credential: r.credential })}
                      onError={() => setError('Google sign-in failed. Please try again.')}
                    />
                  </div>
                </Suspense>
              </div>
            ) : (
              <p className="text-sm text-stone-700">
                Google sign-in is not available right now. Please try again later.
              </p>
            )
          ) : (
            <TextField
              id="delete-account-password"
              label="Your password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error}
            />
          )}
          {byGoogle && error && (
            <p role="alert" className="text-sm text-clay-700">
              {error}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} type="button" variant="secondary">
              Cancel
            </Button>
          </DialogClose>
          {!byGoogle && (
            <Button
              type="submit"
              disabled={remove.isPending}
              className="bg-clay-600 hover:bg-clay-500 active:bg-clay-600"
            >
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          )}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
