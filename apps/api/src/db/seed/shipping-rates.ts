/**
 * The shipping rate table a new shop starts with: the Shipping policy's figures, adapted to a shop
 * that ships from Hyderabad (India first). It is in force until the owner saves their own in the
 * back office. Money in paise (the shop currency, record 036), GST included as the goods' prices
 * are; a free-over threshold is compared with what the goods cost, GST included.
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
          priceCents: 79_00,
          freeOverCents: 999_00,
          minDays: 5,
          maxDays: 7,
          businessDays: true,
        },
        {
          code: 'express',
          name: 'Express',
          description: 'Blue Dart, tracked',
          priceCents: 149_00,
          freeOverCents: null,
          minDays: 2,
          maxDays: 3,
          businessDays: true,
        },
        {
          code: 'next-day',
          name: 'Next day',
          description: 'Order before 2 PM IST; metro cities',
          priceCents: 249_00,
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
          priceCents: 1499_00,
          freeOverCents: 9999_00,
          minDays: 7,
          maxDays: 14,
          businessDays: false,
        },
        {
          code: 'international-express',
          name: 'International express',
          description: 'DHL Express, tracked; duties paid by the recipient',
          priceCents: 2999_00,
          freeOverCents: null,
          minDays: 3,
          maxDays: 5,
          businessDays: true,
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
          priceCents: 1799_00,
          freeOverCents: 9999_00,
          minDays: 10,
          maxDays: 21,
          businessDays: false,
        },
        {
          code: 'international-express',
          name: 'International express',
          description: 'DHL Express, tracked; duties paid by the recipient',
          priceCents: 3299_00,
          freeOverCents: null,
          minDays: 3,
          maxDays: 6,
          businessDays: true,
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
          priceCents: 1999_00,
          freeOverCents: null,
          minDays: 14,
          maxDays: 30,
          businessDays: false,
        },
        {
          code: 'international-express',
          name: 'International express',
          description: 'DHL Express, tracked; duties paid by the recipient',
          priceCents: 3499_00,
          freeOverCents: null,
          minDays: 4,
          maxDays: 8,
          businessDays: true,
        },
      ],
    },
  ],
});
