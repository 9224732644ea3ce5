/**
 * The reminder settings (record 065): when the two reminders go (minutes after the checkout was
 * left; by default 2 hours and 24 hours) and an existing discount code they may offer.
 */
import { recoverySettingsSchema, type RecoverySettings } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { useRecoverySettings, useSaveRecoverySettings } from './api';

export function RecoverySettingsPanel() {
  const settings = useRecoverySettings();
  return (
    <Panel title="Reminder settings">
      {settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : (
        <QueryStatus
          isPending={settings.isPending}
          error={settings.error}
          retry={() => void settings.refetch()}
          label="The reminder settings"
        />
      )}
    </Panel>
  );
}

function SettingsForm({ saved }: { saved: RecoverySettings }) {
  const save = useSaveRecoverySettings();
  const [first, setFirst] = useState(String(saved.firstDelayMinutes));
  const [second, setSecond] = useState(String(saved.secondDelayMinutes));
  const [code, setCode] = useState(saved.discountCode ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = recoverySettingsSchema.safeParse({
      firstDelayMinutes: Number(first),
      secondDelayMinutes: Number(second),
      discountCode: code.trim() || null,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the settings');
      return;
    }
    setProblem(null);
    save.mutate(checked.data, {
      onSuccess: () => toast.success('Reminder settings saved.'),
      onError: (err) => setProblem(err instanceof ApiError ? err.message : 'Could not save'),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Reminder settings" className="space-y-4">
      <p className="text-sm text-stone-700">
        Only shoppers who tick “E-mail me a reminder” at checkout get them, two at most, and never
        once they have paid. A checkout counts as abandoned after an hour unpaid.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          id="recovery-first"
          label="First reminder after (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          value={first}
          onChange={(e) => setFirst(e.currentTarget.value)}
        />
        <TextField
          id="recovery-second"
          label="Second reminder after (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          value={second}
          onChange={(e) => setSecond(e.currentTarget.value)}
        />
        <TextField
          id="recovery-code"
          label="Recovery discount code (optional)"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          hint="An existing code from Discounts."
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" disabled={save.isPending} className={buttonClasses({})}>
        {save.isPending ? 'Saving…' : 'Save reminder settings'}
      </button>
    </form>
  );
}
