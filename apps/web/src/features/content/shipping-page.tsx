/**
 * /shipping (spec section 2). The rate tables come from the shipping rate table the checkout
 * charges from (DESIGN deviation 13), priced in the shopper's display currency; the prose lives
 * in data/shipping.ts.
 */
import { fromMinor, SHIPPING_PROCESSING_DAYS, transitLabel } from '@shop/shared';
import { useFormatPrice } from '../../components/ui/price';
import { useShippingRates, type ShippingRates } from '../../lib/shipping-rates';
import { PolicyPage } from './components/policy-page';
import { AFTER_RATES, processingSection, SHIPPING } from './data/shipping';
import type { PolicySection } from './data/policy-types';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const listOf = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function zoneSections(rates: ShippingRates, money: (cents: number) => string): PolicySection[] {
  return rates.zones.map((zone) => ({
    id: `zone-${slug(zone.name)}`,
    title:
      zone.countries.length === 1 ? `Shipping Within ${zone.name}` : `Shipping to ${zone.name}`,
    body: [
      ...(zone.countries.length > 1 ? [`Countries: ${listOf(zone.countries)}.`] : []),
      {
        table: {
          caption: `Delivery options to ${zone.name}`,
          columns: ['Method', 'Delivery time', 'Cost'],
          rows: zone.methods.map((m) => [
            m.description ? `${m.name} — ${m.description}` : m.name,
            transitLabel({ ...m, businessDays: m.businessDays ?? true }),
            m.freeOverCents === null
              ? money(m.priceCents)
              : `${money(m.priceCents)}; free on orders over ${money(m.freeOverCents)}`,
          ]),
        },
      },
    ],
  }));
}

export default function ShippingPage() {
  const rates = useShippingRates();
  const format = useFormatPrice();
  const money = (cents: number) => (format ? format(fromMinor(cents)) : 'Loading...');
  const ratesSections: PolicySection[] = rates.data
    ? zoneSections(rates.data, money)
    : [
        {
          id: 'rates',
          title: 'Rates',
          body: [
            rates.isError
              ? 'The rates could not be loaded just now; the checkout shows the cost of your order before you pay.'
              : 'Loading the current rates...',
          ],
        },
      ];
  return (
    <PolicyPage
      document={{
        ...SHIPPING,
        sections: [
          processingSection(rates.data?.processingDays ?? SHIPPING_PROCESSING_DAYS),
          ...ratesSections,
          ...AFTER_RATES,
        ],
      }}
    />
  );
}
