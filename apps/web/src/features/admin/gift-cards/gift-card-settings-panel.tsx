/**
 * The owner's gift card settings on /admin/gift-cards (record 056): whether shoppers may choose an
 * amount of their own and within which bounds (whole rupees), and how long a card bought is valid.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GIFT_CARD_VALIDITY_MAX_DAYS,
  GIFT_CARD_VALIDITY_MIN_DAYS,
  type GiftCardSettings,
} from '@shop/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bindField } from '../../../components/ui/bind-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/form-field';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { SaveBar } from '../components/save-bar';
import { useGiftCardSettings, useSaveGiftCardSettings } from './api/settings';
import { settingsFormSchema, toSettingsForm } from './settings-values';

const rupees = { type: 'number', step: '1', min: '100', inputMode: 'numeric' } as const;

export function GiftCardSettingsPanel() {
  const settings = useGiftCardSettings();
  return (
    <Panel title="Settings">
      {settings.data ? (
        <GiftCardSettingsForm saved={settings.data} />
      ) : (
        <QueryStatus
          isPending={settings.isPending}
          error={settings.error}
          retry={() => void settings.refetch()}
          label="The gift card settings"
        />
      )}
    </Panel>
  );
}

function GiftCardSettingsForm({ saved }: { saved: GiftCardSettings }) {
  const save = useSaveGiftCardSettings();
  const form = useForm({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toSettingsForm(saved),
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: (next) => {
        form.reset(toSettingsForm(next));
        toast.success('Gift card settings saved.');
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Gift card settings">
      <CheckboxField
        id="gift-custom-enabled"
        label="Let shoppers choose their own amount"
        {...field('customAmountEnabled')}
      />
      <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          id="gift-custom-min"
          label="Smallest amount (₹)"
          hint="Whole rupees, from ₹100."
          {...rupees}
          {...field('customAmountMin', { valueAsNumber: true })}
        />
        <TextField
          id="gift-custom-max"
          label="Largest amount (₹)"
          hint="Whole rupees, up to ₹50,000."
          {...rupees}
          {...field('customAmountMax', { valueAsNumber: true })}
        />
        <TextField
          id="gift-validity"
          label="Cards bought are valid for (days)"
          hint={`From ${GIFT_CARD_VALIDITY_MIN_DAYS} to ${GIFT_CARD_VALIDITY_MAX_DAYS} days; cards already sold keep theirs.`}
          type="number"
          step="1"
          inputMode="numeric"
          {...field('validityDays', { valueAsNumber: true })}
        />
      </div>
      <SaveBar
        label="Save settings"
        pending={save.isPending}
        error={save.error}
        variant="primary"
      />
    </form>
  );
}
