/** The owner's timeline names a courier's update and keeps the advice beside it (record 058). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-timeline';

describe('OrderTimeline', () => {
  it("reads a courier's failed delivery with what to do", () => {
    render(
      <OrderTimeline
        events={[
          { status: 'shipped', note: '', createdAt: '2026-12-01T09:00:00.000Z' },
          {
            status: 'shipment_failed_delivery',
            note: 'UNDELIVERED: Consignee not available. Call the customer to confirm the address.',
            createdAt: '2026-12-03T12:30:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByText('Courier: Delivery failed')).toBeVisible();
    expect(screen.getByText(/Call the customer to confirm the address/)).toBeVisible();
  });
});
