/** How prices converted from the shop currency are rounded in each other currency. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  currencyRoundingInputSchema,
  PRICE_ROUNDING_LABELS,
  PRICE_ROUNDINGS,
  type CurrencyRoundingResponse,
} from '@shop/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { bindField } from '../../../components/ui/bind-field';
import { SelectField } from '../../../components/ui/form-field';
import { useCurrencyRounding, useSaveRounding } from '../api/currency-rounding';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { SaveBar } from '../components/save-bar';

const formSchema = z.object({ rules: z.array(currencyRoundingInputSchema) });
type RoundingFormValues = z.infer<typeof formSchema>;
const options = PRICE_ROUNDINGS.map((r) => ({ value: r, label: PRICE_ROUNDING_LABELS[r] }));

export function RoundingPanel() {
  const rounding = useCurrencyRounding();
  return (
    <Panel title="Rounding of converted prices">
      {rounding.data ? (
        <RoundingForm saved={rounding.data} />
      ) : (
        <QueryStatus
          isPending={rounding.isPending}
          error={rounding.error}
          retry={() => void rounding.refetch()}
          label="The rounding rules"
        />
      )}
    </Panel>
  );
}

function RoundingForm({ saved }: { saved: CurrencyRoundingResponse }) {
  const save = useSaveRounding();
  const form = useForm<RoundingFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { rules: saved.rounding },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit(async (values) => {
    // One rule per request: only the ones changed are sent.
    const changed = values.rules.filter((rule, i) => rule.rounding !== saved.rounding[i]?.rounding);
    try {
      for (const rule of changed) await save.mutateAsync(rule);
      form.reset(values);
      toast.success(changed.length ? 'Rounding saved.' : 'Nothing changed.');
    } catch {
      // The mutation's error is shown below the button.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Rounding of converted prices">
      <p className="mb-4 text-sm text-stone-600">
        A price without one set by hand is the {saved.shopCurrency} price converted at the
        day&apos;s rate, then rounded up by its currency&apos;s rule.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {saved.rounding.map((rule, index) => (
          <SelectField
            key={rule.currency}
            id={`rounding-${rule.currency}`}
            label={rule.currency}
            options={options}
            {...field(`rules.${index}.rounding`)}
          />
        ))}
      </div>
      <SaveBar label="Save rounding" pending={save.isPending} error={save.error} />
    </form>
  );
}
