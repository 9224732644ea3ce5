import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminOrder } from '../../../test/build-order';
import { OrderItems } from './order-items';
import { ShippingPromise } from './shipping-promise';
import { renderWithRouter } from '../../../test/render-with-router';

const express = { code: 'express', name: 'Express', minDays: 2, maxDays: 3, businessDays: true };

describe('the shipping method at the top of the owner’s order', () => {
  it('names the method paid for, its promise and the day it must leave by', () => {
    render(
      <ShippingPromise
        order={buildAdminOrder({ shippingMethod: express, shipBy: '2026-12-03' })}
      />,
    );
    expect(screen.getByLabelText('Shipping method')).toHaveTextContent(
      'Express · 2-3 business days · Ship by Thu, 3 Dec',
    );
  });

  it('says so when an older order recorded no method, and gives no day before payment', () => {
    render(<ShippingPromise order={buildAdminOrder({ shippingMethod: null, shipBy: null })} />);
    expect(screen.getByLabelText('Shipping method')).toHaveTextContent(
      /^Shipping method not recorded$/,
    );
  });

  it('prices the shipping in the order’s currency beside the method’s name', () => {
    renderWithRouter(
      <OrderItems order={buildAdminOrder({ shippingMethod: express, shippingPrice: 149 })} />,
    );
    const label = screen.getByText('Shipping (Express)');
    expect(within(label.parentElement!).getByRole('definition')).toHaveTextContent('₹149');
  });
});
