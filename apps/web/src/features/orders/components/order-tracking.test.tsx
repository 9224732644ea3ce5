/** The order page's tracking panel links the carrier's page for the parcel (record 058). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTracking } from '../../../test/build-order';
import { OrderTracking } from './order-tracking';

describe('OrderTracking', () => {
  it('shows "Blue Dart · Track parcel" linking to the carrier with the number', () => {
    const trackingUrl = 'https://www.bluedart.com/tracking?awb=44556677889';
    render(
      <OrderTracking
        track={buildTracking({
          trackingNumber: '44556677889',
          carrier: { name: 'Blue Dart', trackingUrl },
        })}
      />,
    );
    const link = screen.getByRole('link', { name: /Blue Dart · Track parcel/ });
    expect(link).toHaveAttribute('href', trackingUrl);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('44556677889')).toBeVisible();
  });

  it('has no link when the order left with a carrier not listed', () => {
    render(<OrderTracking track={buildTracking({ trackingNumber: 'TRK123', carrier: null })} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
