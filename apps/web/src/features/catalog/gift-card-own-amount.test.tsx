/**
 * A gift card of the shopper's own amount (record 056): offered only when the owner allows it, in
 * whole rupees within the owner's bounds; the cart line costs that amount and reads it. Before the
 * scripts run, the form posts its fields and the server's action keeps the line with its recipient.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { buildVariant } from '../../components/product/testing/build-variants';
import { stubApi } from '../../components/product/testing/stub-api';
import { useCartStore } from '../../stores/cart-store';
import { readPendingLines } from '../../stores/pending-cart';
import { postedForm } from '../../test/action-args';
import { addToCartAction, type AddToCartActionData } from './add-to-cart-action';
import { renderCatalogRoute } from './testing/render-catalog-route';

const amounts = [500, 1000, 2000];
const giftCard = buildProduct({
  _id: 'gift',
  slug: 'gift-card',
  title: 'Mindful Marks Gift Card',
  price: 500,
  taxPercent: 0,
  specifications: {},
  options: [{ name: 'Amount', values: amounts.map((a) => `₹${a}`) }],
  variants: amounts.map((a) =>
    buildVariant({ _id: `v-${a}`, sku: `GIFT-${a}`, options: { Amount: `₹${a}` }, price: a }),
  ),
});

const serve = (customAmount: { min: number; max: number } | null) =>
  stubApi({
    '/api/products/get-products/:id': () => ({ body: { success: true, products: giftCard } }),
    '/api/gift-cards/options': () => ({ body: { success: true, customAmount } }),
  });

async function openGiftCard(customAmount: { min: number; max: number } | null) {
  serve(customAmount);
  const rendered = renderCatalogRoute('/products/gift');
  await screen.findByText('GIFT-500', {}, { timeout: 4000 });
  return rendered;
}

beforeEach(() => useCartStore.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('another amount on the gift card’s page', { timeout: 15_000 }, () => {
  it('is not offered while the owner does not allow it', async () => {
    await openGiftCard(null);
    await screen.findByLabelText(/Recipient's name/);
    expect(screen.queryByLabelText(/Another amount/)).not.toBeInTheDocument();
  });

  it('takes whole rupees within the owner’s bounds, and the cart line costs and reads it', async () => {
    const { user } = await openGiftCard({ min: 200_00, max: 10_000_00 });
    const amount = await screen.findByLabelText(/Another amount/);
    expect(amount).toHaveAccessibleDescription(
      'Whole rupees from ₹200 to ₹10,000; leave empty for the amount chosen above.',
    );
    await user.type(screen.getByLabelText(/Recipient's name/), 'Meera');
    await user.type(screen.getByLabelText(/Recipient's e-mail/), 'meera@example.com');

    await user.type(amount, '150');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(amount).toHaveAccessibleDescription(/Choose an amount from ₹200 to ₹10,000$/);
    await user.clear(amount);
    await user.type(amount, '750.50');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(amount).toHaveAccessibleDescription(/Enter the amount in whole rupees$/);
    expect(useCartStore.getState().items).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '750');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(1));
    expect(useCartStore.getState().items[0]).toMatchObject({
      variantId: 'v-500',
      price: 750,
      salePrice: null,
      optionLabel: 'Amount: ₹750',
      giftCard: { recipientName: 'Meera', amount: 750_00 },
    });
  });

  it('posts its fields before the scripts run', async () => {
    await openGiftCard({ min: 200_00, max: 10_000_00 });
    const form = await screen.findByRole('form', { name: 'Gift card details' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/products/gift');
    const names = [...form.querySelectorAll('[name]')].map((e) => e.getAttribute('name'));
    expect(names).toEqual(
      expect.arrayContaining([
        'quantity',
        'variant',
        'amount',
        'recipientName',
        'recipientEmail',
        'senderName',
        'message',
        'deliverOn',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

describe('addToCartAction for a gift card (no scripts)', () => {
  const post = (fields: Record<string, string>) =>
    addToCartAction(
      postedForm('http://shop.test/products/gift', fields, { params: { id: 'gift' } }),
    );
  const base = {
    quantity: '1',
    variant: 'v-1000',
    recipientName: 'Meera',
    recipientEmail: 'meera@example.com',
  };

  it('keeps the line with its recipient and own amount for the cart', async () => {
    serve({ min: 200_00, max: 10_000_00 });
    const response = (await post({
      ...base,
      senderName: 'Asha',
      message: 'Enjoy!',
      amount: '750',
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(readPendingLines(response.headers.get('set-cookie')!.split(';')[0])).toEqual([
      {
        id: 'gift',
        quantity: 1,
        variant: 'v-1000',
        giftCard: {
          recipientName: 'Meera',
          recipientEmail: 'meera@example.com',
          senderName: 'Asha',
          message: 'Enjoy!',
          amount: 750_00,
        },
      },
    ]);
  });

  it('sends the fields back with their messages when they are wrong or the amount is not offered', async () => {
    serve(null);
    const refused = (await post({ ...base, recipientName: '', amount: '750' })) as unknown as {
      data: AddToCartActionData;
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.giftCardErrors).toEqual({
      recipientName: 'The recipient’s name is required',
      amount: 'Gift cards are sold in the amounts listed: choose one of them',
    });
    expect(refused.data.giftCardValues).toMatchObject({
      recipientEmail: 'meera@example.com',
      amount: '750',
    });
  });
});
