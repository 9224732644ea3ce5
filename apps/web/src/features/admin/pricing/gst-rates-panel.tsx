/** GST rates per HSN code: the list, and a form that adds a code or changes one's rate. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GST_RATE_PERCENTS,
  gstRateInputSchema,
  HSN_CODE,
  HSN_MESSAGE,
  LEGACY_GST_RATE_PERCENTS,
} from '@shop/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { bindField } from '../../../components/ui/bind-field';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useGstRates, useSaveGstRate, type GstRate } from '../api/gst-rates';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { SaveBar } from '../components/save-bar';

const formSchema = gstRateInputSchema.extend({
  hsnCode: z.string().trim().regex(HSN_CODE, HSN_MESSAGE),
});
type GstRateFormValues = z.input<typeof formSchema>;

const rateOptions = [
  ...GST_RATE_PERCENTS.map((r) => ({ value: String(r), label: `${r}%` })),
  ...LEGACY_GST_RATE_PERCENTS.map((r) => ({
    value: String(r),
    label: `${r}% (before 22 Sep 2025)`,
  })),
];
const empty: GstRateFormValues = { hsnCode: '', ratePercent: '18', description: '' };

export function GstRatesPanel() {
  const rates = useGstRates();
  const save = useSaveGstRate();
  const form = useForm<GstRateFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: empty,
  });
  const field = bindField(form);
  const edit = (rate: GstRate) =>
    form.reset({ ...rate, ratePercent: String(rate.ratePercent) }, { keepDefaultValues: true });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(formSchema.parse(values), {
      onSuccess: ({ rate, productsUpdated }) => {
        form.reset(empty);
        toast.success(
          `HSN ${rate.hsnCode} is charged ${rate.ratePercent}%` +
            (productsUpdated ? `: ${productsUpdated} products updated.` : '.'),
        );
      },
    }),
  );

  return (
    <Panel title="GST rates">
      <p className="mb-4 text-sm text-stone-600">
        Each product charges the rate of its HSN code, included in its price. Changing a rate
        changes it for every product with that code.
      </p>
      {rates.data ? (
        <ul className="mb-6 divide-y divide-sand-200 rounded-xl border border-sand-200">
          {rates.data.map((rate) => (
            <li key={rate.hsnCode} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="text-sm">
                <strong className="tabular-nums">{rate.hsnCode}</strong> · {rate.ratePercent}%
                {rate.description && <span className="text-stone-600"> · {rate.description}</span>}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Edit HSN ${rate.hsnCode}`}
                onClick={() => edit(rate)}
              >
                Edit
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <QueryStatus
          isPending={rates.isPending}
          error={rates.error}
          retry={() => void rates.refetch()}
          label="The GST rates"
        />
      )}
      <form noValidate onSubmit={onSubmit} aria-label="Set a GST rate" className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField id="gst-hsn" label="HSN code" inputMode="numeric" {...field('hsnCode')} />
          <SelectField id="gst-rate" label="Rate" options={rateOptions} {...field('ratePercent')} />
        </div>
        <TextField id="gst-description" label="Description" {...field('description')} />
        <SaveBar label="Save rate" variant="primary" pending={save.isPending} error={save.error} />
      </form>
    </Panel>
  );
}
