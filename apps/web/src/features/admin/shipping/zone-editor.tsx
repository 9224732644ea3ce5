/** One shipping zone in the editor: its name, the countries it holds, its methods in order. */
import { COUNTRIES } from '@shop/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { bindField } from '../../../components/ui/bind-field';
import { TextField } from '../../../components/ui/form-field';
import { useShopCurrency } from '../api/shop-currency';
import { emptyMethod, type ShippingFormValues } from './shipping-form-values';

type Props = {
  form: UseFormReturn<ShippingFormValues>;
  index: number;
  count: number;
  onRemove?: () => void;
  onMove: (to: number) => void;
};

export function ZoneEditor({ form, index, count, onRemove, onMove }: Props) {
  // Rates and thresholds are in the shop's currency, as the catalogue's prices (record 036).
  const currency = useShopCurrency();
  const bind = bindField(form);
  const methods = useFieldArray({ control: form.control, name: `zones.${index}.methods` });
  const zones = useWatch({ control: form.control, name: 'zones' });
  const name = zones[index]?.name || `Zone ${index + 1}`;
  // Which other zone holds each country, so the owner sees why a box is taken.
  const heldBy = new Map<string, string>();
  zones.forEach((zone, z) => {
    if (z !== index) for (const c of zone.countries) heldBy.set(c, zone.name || `Zone ${z + 1}`);
  });
  const countriesError = form.formState.errors.zones?.[index]?.countries;
  const countriesMessage =
    countriesError?.message ??
    (Array.isArray(countriesError) ? countriesError.find((e) => e?.message)?.message : undefined);
  const methodsError = form.formState.errors.zones?.[index]?.methods?.message;

  return (
    <fieldset className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6">
      <legend className="sr-only">{name}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={`zone-${index}-name`}
          label="Zone name"
          className="min-w-0 flex-1"
          {...bind(`zones.${index}.name`)}
        />
        <div className="flex gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          {onRemove && (
            <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" /> Remove zone
            </Button>
          )}
        </div>
      </div>

      <fieldset
        className="mt-5"
        aria-describedby={countriesMessage ? `zone-${index}-countries-error` : undefined}
      >
        <legend className="text-sm font-medium text-stone-800">Countries</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-4">
          {COUNTRIES.map((country) => {
            const other = heldBy.get(country);
            return (
              <label key={country} className="flex items-start gap-2 text-stone-800">
                <input
                  type="checkbox"
                  value={country}
                  className="mt-0.5 size-4 accent-brand-700"
                  {...form.register(`zones.${index}.countries`)}
                />
                <span>
                  {country}
                  {other && <span className="block text-xs text-stone-500">in {other}</span>}
                </span>
              </label>
            );
          })}
        </div>
        {countriesMessage && (
          <p id={`zone-${index}-countries-error`} className="mt-2 text-sm text-clay-600">
            {countriesMessage}
          </p>
        )}
      </fieldset>

      <div className="mt-6 space-y-4">
        <h3 className="text-sm font-medium text-stone-800">Methods</h3>
        {methods.fields.map((method, m) => {
          const base = `zones.${index}.methods.${m}` as const;
          const id = (field: string) => `zone-${index}-method-${m}-${field}`;
          return (
            <div key={method.id} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <TextField id={id('name')} label="Name" {...bind(`${base}.name`)} />
                <TextField
                  id={id('code')}
                  label="Code"
                  hint="What the checkout sends, e.g. express"
                  {...bind(`${base}.code`)}
                />
                <TextField
                  id={id('price')}
                  label={`Price (${currency})`}
                  inputMode="decimal"
                  {...bind(`${base}.price`)}
                />
                <TextField
                  id={id('free')}
                  label={`Free over (${currency})`}
                  hint="Goods, GST included. Empty: never free"
                  inputMode="decimal"
                  {...bind(`${base}.freeOver`)}
                />
                <TextField
                  id={id('min')}
                  label="Fastest (days)"
                  inputMode="numeric"
                  {...bind(`${base}.minDays`)}
                />
                <TextField
                  id={id('max')}
                  label="Slowest (days)"
                  inputMode="numeric"
                  {...bind(`${base}.maxDays`)}
                />
                <TextField
                  id={id('description')}
                  label="Description"
                  className="sm:col-span-2"
                  {...bind(`${base}.description`)}
                />
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <label className="flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    {...form.register(`${base}.businessDays`)}
                  />
                  Count business days only (Monday to Friday)
                </label>
                {methods.fields.length > 1 && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => methods.remove(m)}>
                    <Trash2 aria-hidden="true" className="size-4" /> Remove method
                  </Button>
                )}
              </div>
            </div>
          );
        })}
        {methodsError && <p className="text-sm text-clay-600">{methodsError}</p>}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => methods.append(emptyMethod())}
        >
          <Plus aria-hidden="true" className="size-4" /> Add a method
        </Button>
      </div>
    </fieldset>
  );
}
