/**
 * The back office's second door (issue 17): an owner signed in with the password sets up an
 * authenticator app (QR code, then a first code, then 10 recovery codes shown once), or enters
 * a code from it (or a recovery code) before any admin page loads.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import {
  useTwoStepEnable,
  useTwoStepPassed,
  useTwoStepSetup,
  useTwoStepStatus,
  useTwoStepVerify,
} from '../api/two-step';

export function TwoStepGate({ children }: { children: ReactNode }) {
  const status = useTwoStepStatus();
  if (status.data?.passed) return children;
  if (!status.data) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-sand-50">
        {status.isError ? (
          <p role="alert" className="text-stone-700">
            Could not check your sign-in. Reload the page to try again.
          </p>
        ) : (
          <Spinner label="Checking your sign-in" />
        )}
      </div>
    );
  }
  return (
    <main className="flex min-h-dvh items-start justify-center bg-sand-50 px-4 py-12 sm:items-center">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
        {status.data.enrolled ? <Verify /> : <Enrol />}
        <p className="mt-6 border-t border-sand-200 pt-4 text-center text-sm">
          <Link to="/" className="text-stone-600 underline underline-offset-2">
            Back to the shop
          </Link>
        </p>
      </div>
    </main>
  );
}

const codeInput = {
  inputMode: 'numeric' as const,
  autoComplete: 'one-time-code',
  maxLength: 6,
  pattern: '[0-9]*',
};

function Enrol() {
  useDocumentTitle('Set up two-step sign-in');
  const setup = useTwoStepSetup();
  const enable = useTwoStepEnable();
  const passed = useTwoStepPassed();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code.trim(), { onSuccess: (res) => setCodes(res.recoveryCodes) });
  };

  if (codes) {
    return (
      <>
        <h1 className="font-serif text-2xl text-brand-900">Save your recovery codes</h1>
        <p className="mt-2 text-sm text-stone-700">
          Each code signs you in once if your phone is lost. Keep them somewhere safe: they are
          shown only now.
        </p>
        <ol aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((c) => (
            <li key={c} className="rounded-lg bg-sand-100 px-3 py-2 text-center">
              {c}
            </li>
          ))}
        </ol>
        <Button className="mt-6 w-full" onClick={() => void passed()}>
          I have saved them: open the back office
        </Button>
      </>
    );
  }

  return (
    <>
      <h1 className="font-serif text-2xl text-brand-900">Set up two-step sign-in</h1>
      <p className="mt-2 text-sm text-stone-700">
        The back office can refund money and change prices, so a password alone does not open it.
        Scan a QR code with an authenticator app (Google Authenticator, 1Password, Authy…), then
        enter the code it shows.
      </p>
      {!setup.data ? (
        <Button className="mt-6 w-full" disabled={setup.isPending} onClick={() => setup.mutate()}>
          Show the QR code
        </Button>
      ) : (
        <form onSubmit={submit} className="mt-6 space-y-5" noValidate>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="mx-auto size-50"
          />
          <p className="text-center text-sm text-stone-700">
            Or type this key into the app:
            <code
              aria-label="Set-up key"
              className="mt-1 block font-mono text-base tracking-wider break-all text-brand-900"
            >
              {setup.data.secret}
            </code>
          </p>
          <TextField
            id="two-step-enrol-code"
            label="6-digit code from the app"
            {...codeInput}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={enable.error?.message}
          />
          <Button type="submit" className="w-full" disabled={enable.isPending}>
            Turn on two-step sign-in
          </Button>
        </form>
      )}
      {setup.isError && (
        <p role="alert" className="mt-3 text-sm text-clay-700">
          {setup.error.message}
        </p>
      )}
    </>
  );
}

function Verify() {
  useDocumentTitle('Two-step sign-in');
  const verify = useTwoStepVerify();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(recovery ? { recoveryCode: value.trim() } : { code: value.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <h1 className="font-serif text-2xl text-brand-900">Two-step sign-in</h1>
      <p className="mt-2 text-sm text-stone-700">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in.'
          : 'Enter the 6-digit code your authenticator app shows for Mindful Marks.'}
      </p>
      <div className="mt-5">
        {recovery ? (
          <TextField
            key="recovery"
            id="two-step-recovery"
            label="Recovery code"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={verify.error?.message}
          />
        ) : (
          <TextField
            key="code"
            id="two-step-code"
            label="6-digit code"
            {...codeInput}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={verify.error?.message}
          />
        )}
      </div>
      <Button type="submit" className="mt-5 w-full" disabled={verify.isPending}>
        Verify
      </Button>
      <button
        type="button"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          verify.reset();
        }}
        className="mt-4 w-full text-sm font-medium text-brand-800 underline underline-offset-2"
      >
        {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
      </button>
    </form>
  );
}
