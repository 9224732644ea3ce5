/**
 * The editor's values: prices in the shop's currency as the owner types them (rupees); the API
 * takes minor units (paise). Errors
 * come back under the API's field names (priceCents), shown beside the owner's (price).
 */
import { fromMinor, toMinor, type ShippingTable, type ShippingTableInput } from '@shop/shared';

export type MethodValues = {
  code: string;
  name: string;
  description: string;
  price: string;
  freeOver: string;
  minDays: string;
  maxDays: string;
  businessDays: boolean;
};
export type ZoneValues = { name: string; countries: string[]; methods: MethodValues[] };
export type ShippingFormValues = { zones: ZoneValues[] };

export const emptyMethod = (): MethodValues => ({
  code: '',
  name: '',
  description: '',
  price: '0',
  freeOver: '',
  minDays: '1',
  maxDays: '5',
  businessDays: true,
});

export const toFormValues = (table: ShippingTable | ShippingTableInput): ShippingFormValues => ({
  zones: table.zones.map((zone) => ({
    name: zone.name,
    countries: [...zone.countries],
    methods: zone.methods.map((m) => ({
      code: m.code,
      name: m.name,
      description: m.description ?? '',
      price: String(fromMinor(m.priceCents)),
      freeOver: m.freeOverCents === null ? '' : String(fromMinor(m.freeOverCents)),
      minDays: String(m.minDays),
      maxDays: String(m.maxDays),
      businessDays: m.businessDays ?? true,
    })),
  })),
});

/** A number field as typed: empty or not a number goes to the schema as NaN, which it refuses. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const toTable = (values: ShippingFormValues): ShippingTableInput => ({
  zones: values.zones.map((zone) => ({
    name: zone.name,
    countries: zone.countries as ShippingTableInput['zones'][number]['countries'],
    methods: zone.methods.map((m) => ({
      code: m.code,
      name: m.name,
      description: m.description,
      priceCents: toMinor(number(m.price)),
      freeOverCents: m.freeOver.trim() === '' ? null : toMinor(number(m.freeOver)),
      minDays: number(m.minDays),
      maxDays: number(m.maxDays),
      businessDays: m.businessDays,
    })),
  })),
});

/** The editor's field for an error the schema or the API reports ('zones.0.methods.1.priceCents'). */
export const formFieldOf = (path: string) =>
  path.replace(/\.priceCents$/, '.price').replace(/\.freeOverCents$/, '.freeOver');
