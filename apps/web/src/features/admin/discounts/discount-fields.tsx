/** The discount form's sections: what it gives and how it is reached, and when and how often. */
import type { DiscountInput } from '@shop/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { bindField } from '../../../components/ui/bind-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError, SelectField, TextField } from '../../../components/ui/form-field';
import { Panel } from '../components/page-header';
import { blankAsNull, type DiscountFormValues } from './discount-form-values';
import { SegmentField } from './segment-field';
import { TargetsPicker } from './targets-picker';

export type DiscountForm = UseFormReturn<DiscountFormValues, unknown, DiscountInput>;

export const STACKING_RULE =
  'At most one code per order; automatic discounts combine only when each is marked combinable; the shopper always gets the best valid combination. The prepaid discount of the cash-on-delivery settings ("Paid online") counts as a combinable automatic discount.';

export const PAID_ONLINE_RULE =
  'Never on a cash-on-delivery order. Mark it combinable too if it should add to the "Paid online" prepaid discount rather than compete with it.';

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off' },
  { value: 'free_shipping', label: 'Free shipping' },
  { value: 'cheapest_free', label: 'Buy a number, get the cheapest free' },
];
const METHODS = [
  { value: 'code', label: 'A code the shopper types at checkout' },
  { value: 'automatic', label: 'Automatic: applied to every order it fits' },
] as const;

const whole = { type: 'number', step: '1', min: '0', inputMode: 'numeric' } as const;
const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;

export function OfferFields({ form }: { form: DiscountForm }) {
  const field = bindField(form);
  const [method, kind] = useWatch({ control: form.control, name: ['method', 'kind'] });
  const methodError = form.formState.errors.method?.message;
  return (
    <Panel title="Offer">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="discount-name"
          label="Name"
          required
          hint="Shown to the shopper at checkout and on the invoice."
          className="sm:col-span-2"
          {...field('name')}
        />
        <fieldset className="sm:col-span-2" aria-describedby="discount-method-error">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">How shoppers get it</legend>
          <div className="flex flex-col gap-2">
            {METHODS.map((m) => (
              <label key={m.value} className="flex cursor-pointer items-center gap-3 text-sm">
                <input
                  type="radio"
                  value={m.value}
                  className="size-4 accent-brand-700"
                  {...form.register('method')}
                />
                {m.label}
              </label>
            ))}
          </div>
          <FieldError id="discount-method-error" message={methodError} />
        </fieldset>
        {method === 'code' && (
          <TextField
            id="discount-code"
            label="Code"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Letters, digits, - and _. Leave empty to hand out only bulk codes."
            className="sm:col-span-2"
            {...field('code')}
          />
        )}
        <SelectField id="discount-kind" label="Kind" options={KIND_OPTIONS} {...field('kind')} />
        {kind === 'percent' && (
          <TextField
            id="discount-value"
            label="Percentage off (%)"
            {...whole}
            max="100"
            {...field('value', { setValueAs: blankAsNull })}
          />
        )}
        {kind === 'fixed' && (
          <TextField
            id="discount-value"
            label="Amount off (₹)"
            {...money}
            {...field('value', { setValueAs: blankAsNull })}
          />
        )}
        {kind === 'cheapest_free' && (
          <TextField
            id="discount-buy-quantity"
            label="Buy how many"
            hint="In every group of this many items it applies to, the cheapest is free."
            {...whole}
            {...field('buyQuantity', { setValueAs: blankAsNull })}
          />
        )}
      </div>
    </Panel>
  );
}

export function ConditionsFields({ form }: { form: DiscountForm }) {
  const field = bindField(form);
  return (
    <Panel title="Who and what">
      <div className="space-y-5">
        <TextField
          id="discount-min-subtotal"
          label="Minimum order (₹)"
          hint="The order's goods before discounts. Leave empty for any order."
          className="max-w-xs"
          {...money}
          {...field('minSubtotal', { setValueAs: blankAsNull })}
        />
        <CheckboxField
          id="discount-first-order"
          label="Only on a shopper's first order"
          {...field('firstOrderOnly')}
        />
        <div>
          <CheckboxField
            id="discount-paid-online"
            label="Only when paying online"
            aria-describedby="discount-paid-online-rule"
            {...field('paidOnlineOnly')}
          />
          <p id="discount-paid-online-rule" className="mt-1.5 ml-8 text-xs text-stone-600">
            {PAID_ONLINE_RULE}
          </p>
        </div>
        <SegmentField form={form} />
        <TargetsPicker form={form} />
      </div>
    </Panel>
  );
}

export function LimitsFields({ form }: { form: DiscountForm }) {
  const field = bindField(form);
  return (
    <Panel title="When and how often">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="discount-starts-on"
          label="Starts on"
          type="date"
          hint="Leave empty for today."
          {...field('startsOn')}
        />
        <TextField
          id="discount-ends-on"
          label="Ends on (the last day)"
          type="date"
          hint="Leave empty for no end."
          {...field('endsOn')}
        />
        <TextField
          id="discount-usage-cap"
          label="Uses in all"
          hint="Leave empty for no cap."
          {...whole}
          {...field('usageCap', { setValueAs: blankAsNull })}
        />
        <TextField
          id="discount-per-customer-cap"
          label="Uses per shopper"
          hint="Leave empty for no cap."
          {...whole}
          {...field('perCustomerCap', { setValueAs: blankAsNull })}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            id="discount-combinable"
            label="Combinable with other discounts"
            aria-describedby="discount-stacking-rule"
            {...field('combinable')}
          />
          <p id="discount-stacking-rule" className="mt-1.5 ml-8 text-xs text-stone-600">
            {STACKING_RULE}
          </p>
        </div>
        <CheckboxField
          id="discount-active"
          label="Enabled (untick to pause it)"
          className="sm:col-span-2"
          {...field('active')}
        />
      </div>
    </Panel>
  );
}
