import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminOrder } from '../../../test/build-order';
import { CustomerPanel } from './order-facts';

/** The customer block's facts by their labels: { Name: 'Asha Rao', ... }. */
function facts() {
  const panel = screen.getByRole('region', { name: 'Customer' });
  const pairs = within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  return Object.fromEntries(pairs) as Record<string, string>;
}

describe('the order page’s customer block', () => {
  it('names a business buyer’s GSTIN and legal name, as its tax invoice does', () => {
    render(
      <CustomerPanel
        order={buildAdminOrder({
          customer: { name: 'Asha Rao', email: 'asha@example.com' },
          buyerGstin: '27AAPFU0939F1ZV',
          businessName: 'Lotus Stationers LLP',
        })}
      />,
    );
    expect(facts()).toMatchObject({
      Name: 'Asha Rao',
      'Business name': 'Lotus Stationers LLP',
      GSTIN: '27AAPFU0939F1ZV',
    });
  });

  it('shows neither for a consumer', () => {
    render(
      <CustomerPanel
        order={buildAdminOrder({ customer: { name: 'Asha Rao', email: 'a@b.co' } })}
      />,
    );
    expect(Object.keys(facts())).toEqual(['Name', 'Account e-mail']);
    expect(screen.queryByText(/GSTIN/)).toBeNull();
  });
});
