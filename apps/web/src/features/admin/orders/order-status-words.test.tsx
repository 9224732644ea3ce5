/**
 * The owner reads the same status word as the shopper for the same order (issue 13): a paid order
 * the shop has not started is 'Placed' in the badge, the status filter and the timeline.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from '../components/badge';
import { OrderTimeline } from './order-timeline';

describe("the owner's status words", () => {
  it("labels a paid, unstarted order 'Placed' and an unpaid one 'Awaiting payment'", () => {
    render(
      <>
        <OrderStatusBadge status="pending" paymentStatus="paid" />
        <OrderStatusBadge status="pending" paymentStatus="pending" />
        <OrderStatusBadge status="out_for_delivery" paymentStatus="paid" />
      </>,
    );
    expect(screen.getByText('Placed')).toBeVisible();
    expect(screen.getByText('Awaiting payment')).toBeVisible();
    expect(screen.getByText('Out for Delivery')).toBeVisible();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('names each timeline event, a refund due included', () => {
    const at = '2026-11-23T10:00:00.000Z';
    render(
      <OrderTimeline
        events={[
          { status: 'placed', note: 'Payment received', createdAt: at },
          { status: 'processing', note: '', createdAt: at },
          { status: 'refund_due', note: 'Second payment', createdAt: at },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(steps).toEqual(['Placed', 'Processing', 'Refund due']);
  });
});
