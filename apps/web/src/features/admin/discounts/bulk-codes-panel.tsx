/** Single-use codes for a code discount (an influencer's, a newsletter's): made in bulk, as CSV. */
import { zodResolver } from '@hookform/resolvers/zod';
import { BULK_CODE_RANDOM_LENGTH, bulkCodesSchema, type AdminDiscount } from '@shop/shared';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { bindField } from '../../../components/ui/bind-field';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Panel } from '../components/page-header';
import { SaveBar } from '../components/save-bar';
import { codesCsvUrl, useGenerateCodes } from './api/discounts';
import { blankAsNull } from './discount-form-values';

const bulkFormSchema = z
  .object({ count: z.number().or(z.nan()).nullable(), prefix: z.string() })
  .transform((v): z.input<typeof bulkCodesSchema> => ({
    count: v.count ?? NaN,
    prefix: v.prefix.trim() === '' ? undefined : v.prefix,
  }))
  .pipe(bulkCodesSchema);
type BulkFormValues = z.input<typeof bulkFormSchema>;

export function BulkCodesPanel({ discount }: { discount: AdminDiscount }) {
  return (
    <Panel title="Bulk codes">
      {discount.method === 'automatic' ? (
        <p className="text-sm text-stone-700">
          An automatic discount needs no code. Make it a code discount to hand out single-use codes.
        </p>
      ) : (
        <BulkCodesForm discount={discount} />
      )}
    </Panel>
  );
}

function BulkCodesForm({ discount }: { discount: AdminDiscount }) {
  const generate = useGenerateCodes(discount.id);
  const form = useForm<BulkFormValues, unknown, z.output<typeof bulkFormSchema>>({
    resolver: zodResolver(bulkFormSchema),
    defaultValues: { count: null, prefix: '' },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit((input) =>
    generate.mutate(input, {
      onSuccess: (answer) => {
        form.reset();
        toast.success(answer.message);
      },
    }),
  );
  const count = discount.codeCount;

  return (
    <>
      <p className="mb-4 text-sm text-stone-700">
        Each code works once. The prefix comes first, then {BULK_CODE_RANDOM_LENGTH} letters and
        digits that cannot be misread.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Generate bulk codes">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="bulk-count"
            label="How many codes"
            type="number"
            min="1"
            step="1"
            inputMode="numeric"
            required
            {...field('count', { setValueAs: blankAsNull })}
          />
          <TextField
            id="bulk-prefix"
            label="Prefix (optional)"
            hint="e.g. RIYA- for an influencer's codes."
            autoCapitalize="characters"
            spellCheck={false}
            {...field('prefix')}
          />
        </div>
        <SaveBar label="Generate codes" pending={generate.isPending} error={generate.error} />
      </form>
      <div className="mt-5 border-t border-sand-100 pt-4">
        {count > 0 ? (
          <a
            href={codesCsvUrl(discount.id)}
            download="discount-codes.csv"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download {count === 1 ? 'the code' : `the ${count} codes`} (CSV)
          </a>
        ) : (
          <p className="text-sm text-stone-600">No bulk codes yet.</p>
        )}
      </div>
    </>
  );
}
