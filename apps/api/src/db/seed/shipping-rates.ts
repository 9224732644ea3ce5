/**
 * The shipping rate table a new shop starts with: the Shipping policy's figures, adapted to a shop
 * that ships from Hyderabad (India first). It is in force until the owner saves their own in the
 * back office. Money in US cents.
 */
import { COUNTRIES, shippingTableSchema, type ShippingTable } from '@shop/shared';

const NORTH_AMERICA = ['United States', 'Canada', 'Mexico'] as const;
const EUROPE_AND_OCEANIA = [
  'United Kingdom',
  'Germany',
  'France',
  'Ireland',
  'Netherlands',
  'Belgium',
  'Spain',
  'Italy',
  'Portugal',
  'Austria',
  'Switzerland',
  'Sweden',
  'Denmark',
  'Norway',
  'Finland',
  'Australia',
  'New Zealand',
] as const;
const named: readonly string[] = ['India', ...NORTH_AMERICA, ...EUROPE_AND_OCEANIA];

export const SEED_SHIPPING_TABLE: ShippingTable = shippingTableSchema.parse({
  zones: [
    {
      name: 'India',
      countries: ['India'],
      methods: [
        {
          code: 'standard',
          name: 'Standard',
          description: 'India Post or Delhivery, tracked',
          priceCents: 299,
          freeOverCents: 5000,
          minDays: 5,
          maxDays: 7,
          businessDays: true,
        },
        {
          code: 'express',
          name: 'Express',
          description: 'Blue Dart, tracked',
          priceCents: 999,
          freeOverCents: null,
          minDays: 2,
          maxDays: 3,
          businessDays: true,
        },
        {
          code: 'next-day',
          name: 'Next day',
          description: 'Order before 2 PM IST; metro cities',
          priceCents: 1999,
          freeOverCents: null,
          minDays: 1,
          maxDays: 1,
          businessDays: true,
        },
      ],
    },
    {
      name: 'North America',
      countries: [...NORTH_AMERICA],
      methods: [
        {
          code: 'international',
          name: 'International standard',
          description: 'DHL eCommerce, tracked; duties paid by the recipient',
          priceCents: 1599,
          freeOverCents: null,
          minDays: 7,
          maxDays: 14,
          businessDays: false,
        },
      ],
    },
    {
      name: 'Europe and Oceania',
      countries: [...EUROPE_AND_OCEANIA],
      methods: [
        {
          code: 'international',
          name: 'International standard',
          description: 'DHL eCommerce, tracked; duties paid by the recipient',
          priceCents: 2499,
          freeOverCents: null,
          minDays: 10,
          maxDays: 21,
          businessDays: false,
        },
      ],
    },
    {
      name: 'Rest of the world',
      countries: COUNTRIES.filter((c) => !named.includes(c)),
      methods: [
        {
          code: 'international',
          name: 'International standard',
          description: 'India Post international, tracked; duties paid by the recipient',
          priceCents: 2999,
          freeOverCents: null,
          minDays: 14,
          maxDays: 30,
          businessDays: false,
        },
      ],
    },
  ],
});
