/** 'Privacy and sessions' under the profile form: the customer's controls over their account. */
import { STOREFRONT_ROUTES } from '@shop/shared';
import { Download, MonitorSmartphone } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { SessionUser } from '../../../lib/session';
import { MY_DATA_PATH } from '../api/delete-account';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { DeleteAccountDialog } from './delete-account-dialog';

const row = 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between';

export function PrivacySection({ user }: { user: SessionUser }) {
  const headingId = useId();
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-2xl border border-sand-200 bg-white px-4 py-5 sm:px-6 sm:py-6"
    >
      <h2 id={headingId} className="font-serif text-xl text-brand-900">
        Privacy and sessions
      </h2>
      <div className={`mt-4 ${row}`}>
        <p className="max-w-md text-sm text-stone-700">
          Signed in on a shared or lost device? End every other session at once; this one stays
          signed in.
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={signOutEverywhere.isPending}
          onClick={() =>
            signOutEverywhere.mutate(undefined, {
              onSuccess: (res) => toast.success(res.message),
              onError: (err) => toast.error(err.message),
            })
          }
        >
          <MonitorSmartphone aria-hidden="true" className="size-4" />
          Sign out of all devices
        </Button>
      </div>
      <div className={`mt-5 border-t border-sand-200 pt-5 ${row}`}>
        <p className="max-w-md text-sm text-stone-700">
          A copy of what we hold about you: profile, addresses, orders, reviews, newsletter and
          messages, as a JSON file.
        </p>
        <a
          href={MY_DATA_PATH}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Download my data
        </a>
      </div>
      <div className={`mt-5 border-t border-sand-200 pt-5 ${row}`}>
        <p className="max-w-md text-sm text-stone-700">
          Close your account for good. See the{' '}
          <Link
            to={STOREFRONT_ROUTES.privacy.path}
            className="text-brand-800 underline underline-offset-2"
          >
            Privacy Policy
          </Link>{' '}
          for what is kept and why.
        </p>
        <DeleteAccountDialog user={user} />
      </div>
    </section>
  );
}
