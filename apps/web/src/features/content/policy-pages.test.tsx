import { SUPPORT, type ApiReplyBody } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import { useCurrencyStore } from '../../stores/currency-store';
import { renderWithRouter } from '../../test/render-with-router';
import PrivacyPage from './privacy-page';
import ReturnsPage from './returns-page';
import ShippingPage from './shipping-page';
import TermsPage from './terms-page';

const method = { businessDays: true, freeOverCents: null, description: '' };
// Rates are kept in the shop currency's minor units (paise, record 036) and printed in the
// display currency: converted at 83 INR per USD and rounded up to .99 (stub-api's rates).
const RATES: ApiReplyBody<'GET /api/shipping/rates'> = {
  success: true,
  processingDays: { min: 1, max: 2 },
  updatedAt: null,
  zones: [
    {
      name: 'India',
      countries: ['India'],
      methods: [
        {
          ...method,
          code: 'standard',
          name: 'Standard',
          description: 'India Post or Delhivery',
          priceCents: 9900,
          freeOverCents: 99900,
          minDays: 5,
          maxDays: 7,
        },
        { ...method, code: 'express', name: 'Express', priceCents: 24900, minDays: 2, maxDays: 3 },
      ],
    },
    {
      name: 'North America',
      countries: ['United States', 'Canada', 'Mexico'],
      methods: [
        {
          ...method,
          code: 'international',
          name: 'International standard',
          priceCents: 129900,
          minDays: 7,
          maxDays: 14,
          businessDays: false,
        },
      ],
    },
  ],
};

const main = () => document.body;
const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
const expectFacts = (facts: string[]) => {
  for (const fact of facts) expect(main(), fact).toHaveTextContent(fact);
};

function renderPolicy(Page: ComponentType) {
  renderWithRouter(<Page />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated June 1, 2023');
  expect(screen.getByRole('link', { name: SUPPORT.email })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT.email}`,
  );
  expect(screen.getByRole('link', { name: SUPPORT.phone })).toHaveAttribute(
    'href',
    `tel:${SUPPORT.phone.replace(/\s/g, '')}`,
  );
}

describe('policy pages', () => {
  it('Terms & Conditions: 10 numbered sections with the spec facts', () => {
    renderPolicy(TermsPage);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' }),
    ).toBeInTheDocument();
    const numbered = sectionHeadings().filter((h) => /^\d+\. /.test(h));
    expect(numbered.map((h) => h.split('.')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expectFacts([
      'Indian Rupees (INR)',
      'ship within 24-48 hours',
      'only for damaged or defective items',
      'within 48 hours of delivery',
      'within 7-10 business days',
      'laws of India',
      'courts of Hyderabad',
    ]);
    expect(document.title).toBe('Terms & Conditions | Mindful Marks');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('Privacy Policy: 9 numbered sections covering cookies, storage and Razorpay', () => {
    renderPolicy(PrivacyPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionHeadings().filter((h) => /^\d+\. /.test(h))).toHaveLength(9);
    expectFacts([
      'httpOnly',
      'local storage',
      'cart',
      'wishlist',
      'currency',
      'Razorpay',
      'never see or store them',
      'never sell',
    ]);
  });

  it('Shipping Policy: the prose figures, and the rate tables printed from the rate table', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    stubApi({ '/api/shipping/rates': () => ({ body: RATES }) });
    renderPolicy(ShippingPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeInTheDocument();
    const india = await screen.findByRole('table', { name: 'Delivery options to India' });
    const rows = within(india)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // ₹99 -> $1.19 -> $1.99; ₹999 -> $12.04 -> $12.99; ₹249 -> exactly $3.00 -> $3.99.
    expect(rows).toEqual([
      'MethodDelivery timeCost',
      'Standard — India Post or Delhivery5-7 business days$1.99; free on orders over $12.99',
      'Express2-3 business days$3.99',
    ]);
    const abroad = screen.getByRole('table', { name: 'Delivery options to North America' });
    // ₹1,299 -> $15.65 -> $15.99.
    expect(abroad).toHaveTextContent('International standard7-14 days$15.99');
    expect(screen.getByText('Countries: United States, Canada and Mexico.')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(
      expect.arrayContaining(['Shipping Within India', 'Shipping to North America']),
    );
    expectFacts([
      'processed within 1-2 business days',
      'India Post, Delhivery and Blue Dart',
      'over 30 countries',
      'paid by the recipient',
      'damaged, goes missing or is running late',
      'within 14 days',
    ]);
  });

  it('Shipping Policy: a rate the owner changes is the rate the page prints', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    const changed = structuredClone(RATES);
    changed.zones[0]!.methods[1]!.priceCents = 34900; // ₹349 -> $4.20 -> $4.99
    stubApi({ '/api/shipping/rates': () => ({ body: changed }) });
    renderPolicy(ShippingPage);
    const india = await screen.findByRole('table', { name: 'Delivery options to India' });
    expect(india).toHaveTextContent('Express2-3 business days$4.99');
  });

  it('Returns Policy: every figure of the spec', () => {
    renderPolicy(ReturnsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Returns Policy' })).toBeInTheDocument();
    expectFacts([
      'within 30 days from delivery',
      'unused and in their original packaging',
      'paid by the customer, unless the item is defective or we made an error',
      'processed within 3-5 business days',
      'Card refunds can take 5-10 more business days',
      'store credit',
      'return it for a refund and place a new order',
      'Personalized items',
      'Digital products',
      'Gift cards',
      'Final sale items',
      'Opened personal care items',
      'within 48 hours of delivery with photos',
      'return shipping is free',
      'Monday-Friday, 9 AM-6 PM EST',
    ]);
  });
});
