import { SUPPORT } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import { renderWithRouter } from '../../test/render-with-router';
import ContactPage from './contact-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('shows the support contacts, a map link, social links and 9 FAQ entries', () => {
    stubApi({});
    renderWithRouter(<ContactPage />);

    expect(screen.getByRole('link', { name: SUPPORT.email })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT.email}`,
    );
    expect(screen.getByRole('link', { name: SUPPORT.phone })).toHaveAttribute(
      'href',
      'tel:+914045201187',
    );
    expect(screen.getByText(SUPPORT.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps'),
    );
    expect(
      within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link'),
    ).toHaveLength(4);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(9);
    for (const fact of [
      '3-7 business days',
      '7-14 business days',
      'over 30 countries',
      'damaged or incorrect',
      'until it is dispatched',
      'Wholesale',
      'customise',
      'gift',
      'eco-friendly',
      'UPI',
    ]) {
      expect(faq).toHaveTextContent(new RegExp(fact, 'i'));
    }
    expect(document.title).toBe('Contact Us & FAQ | Mindful Marks');
  });
});
