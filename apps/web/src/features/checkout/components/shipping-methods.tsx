/**
 * How the order travels: the methods the rate table offers the chosen country (DESIGN deviation
 * 13), each with its transit time and its price for this cart ("Free" over its threshold). The
 * server charges the same method from the same table.
 */
import { fromMinor, transitLabel, type ShippingOption } from '@shop/shared';
import { useShopPricing } from '../../../lib/shop-pricing';

type Props = {
  country: string;
  options: ShippingOption[];
  /** The chosen method's code. */
  value: string | null;
  onChange: (code: string) => void;
};

export function ShippingMethods({ country, options, value, onChange }: Props) {
  const pricing = useShopPricing();
  // A charge is priced in the display currency already; a threshold is the table's (the shop's).
  const money = (minor: number) => (pricing ? pricing.format(minor) : 'Loading...');
  const threshold = (shopMinor: number) =>
    pricing ? pricing.format(pricing.fromShop(fromMinor(shopMinor))) : 'Loading...';
  if (options.length === 0)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        We don&apos;t ship to {country} yet.
      </p>
    );
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-medium text-stone-900">Shipping method</legend>
      {options.map((option) => {
        const id = `ship-method-${option.code}`;
        const checked = option.code === value;
        return (
          <label
            key={option.code}
            htmlFor={id}
            className={`flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 transition-colors ${
              checked
                ? 'bg-brand-50 ring-2 ring-brand-700'
                : 'bg-white ring-sand-200 hover:ring-brand-300'
            }`}
          >
            <input
              id={id}
              type="radio"
              name="shippingMethod"
              value={option.code}
              checked={checked}
              onChange={() => onChange(option.code)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span className="min-w-0 flex-1 text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-stone-900">{option.name}</span>
                <span className="font-medium text-brand-900 tabular-nums">
                  {option.chargeCents === 0 ? 'Free' : money(option.chargeCents)}
                </span>
              </span>
              <span className="block text-stone-700">{transitLabel(option)}</span>
              {option.description && (
                <span className="block text-stone-600">{option.description}</span>
              )}
              {option.freeOverCents !== null && !option.free && (
                <span className="block text-brand-800">
                  Free on orders over {threshold(option.freeOverCents)}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
