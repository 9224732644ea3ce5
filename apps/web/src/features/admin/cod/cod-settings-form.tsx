/** The owner's cash-on-delivery rules: on or off, its fee, the order limits, the unpaid cap. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { CodSettings } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bindField } from '../../../components/ui/bind-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/form-field';
import { useCodSettings, useSaveCodSettings } from '../api/cod';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { SaveBar } from '../components/save-bar';
import { blankAsNull, codSettingsFormSchema, toFormValues } from './cod-settings-values';

const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;
const whole = { type: 'number', step: '1', min: '0', inputMode: 'numeric' } as const;

export function CodSettingsPanel() {
  const settings = useCodSettings();
  return (
    <Panel title="Rules">
      {settings.data ? (
        <CodSettingsForm saved={settings.data} />
      ) : (
        <QueryStatus
          isPending={settings.isPending}
          error={settings.error}
          retry={() => void settings.refetch()}
          label="The COD settings"
        />
      )}
    </Panel>
  );
}

function CodSettingsForm({ saved }: { saved: CodSettings }) {
  const save = useSaveCodSettings();
  const form = useForm({
    resolver: zodResolver(codSettingsFormSchema),
    defaultValues: toFormValues(saved),
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: (next) => {
        form.reset(toFormValues(next));
        toast.success('Cash-on-delivery settings saved.');
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Cash-on-delivery rules">
      <CheckboxField
        id="cod-enabled"
        label="Offer cash on delivery (India, INR only)"
        {...field('enabled')}
      />
      <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="cod-fee"
          label="COD fee (₹)"
          hint="Added to the order; 0 for none."
          {...money}
          {...field('fee', { valueAsNumber: true })}
        />
        <TextField
          id="cod-prepaid-discount"
          label="Prepaid discount (%)"
          hint='Off the goods when paying online ("Pay now and save"); 0 for none.'
          {...whole}
          {...field('prepaidDiscountPercent', { valueAsNumber: true })}
        />
        <TextField
          id="cod-min-order"
          label="Minimum order (₹)"
          {...money}
          {...field('minOrder', { valueAsNumber: true })}
        />
        <TextField
          id="cod-max-order"
          label="Maximum order (₹)"
          hint="Leave empty for no maximum."
          {...money}
          {...field('maxOrder', { setValueAs: blankAsNull })}
        />
        <TextField
          id="cod-unpaid-cap"
          label="Unpaid COD orders per phone or e-mail"
          hint="Placed and not yet delivered, at once."
          {...whole}
          {...field('unpaidCap', { valueAsNumber: true })}
        />
      </div>
      <SaveBar label="Save rules" pending={save.isPending} error={save.error} variant="primary" />
    </form>
  );
}
