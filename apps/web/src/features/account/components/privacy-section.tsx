/** 'Privacy and sessions' under the profile form: the customer's controls over their account. */
import { MonitorSmartphone } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

export function PrivacySection() {
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
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
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
    </section>
  );
}
