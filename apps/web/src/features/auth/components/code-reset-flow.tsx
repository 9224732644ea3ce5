/** "Have a code?": the code flow inside 'Check Your Email' — verify the code, then set a password. */
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '../../../lib/class-names';
import { CodePasswordForm } from './code-password-form';
import { ResetCodeForm } from './reset-code-form';

export function CodeResetFlow({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [verifiedCode, setVerifiedCode] = useState<string | null>(null);
  const panelId = useId();

  return (
    <section className="rounded-xl border border-sand-200 bg-sand-50">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-medium text-brand-900"
        >
          Have a code?
          <ChevronDown
            aria-hidden="true"
            className={cx('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-sand-200 px-4 pt-4 pb-5">
        {verifiedCode ? (
          <CodePasswordForm email={email} otpCode={verifiedCode} />
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-700">
              Enter the 6-digit code from the e-mail to choose a new password here.
            </p>
            <ResetCodeForm email={email} onVerified={setVerifiedCode} />
          </>
        )}
      </div>
    </section>
  );
}
