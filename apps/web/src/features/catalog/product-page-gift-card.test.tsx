import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../components/product/testing/build-product';
import { buildVariant } from '../../components/product/testing/build-variants';
import { stubApi } from '../../components/product/testing/stub-api';
import { useCartStore } from '../../stores/cart-store';
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

const serve = () =>
  stubApi({
    '/api/products/get-products/:id': () => ({ body: { success: true, products: giftCard } }),
  });

async function openGiftCard() {
  serve();
  const rendered = renderCatalogRoute('/products/gift');
  await screen.findByText('GIFT-500', {}, { timeout: 4000 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
  return rendered;
}

beforeEach(() => useCartStore.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('the gift card product page', { timeout: 15_000 }, () => {
  it("asks who the card is for and shows the schema's messages beside the fields", async () => {
    const { user } = await openGiftCard();
    const form = screen.getByRole('form', { name: 'Gift card details' });
    expect(within(form).getByLabelText(/Send on/)).toHaveAttribute('type', 'date');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByLabelText(/Recipient's name/)).toHaveAccessibleDescription(
      'The recipient’s name is required',
    );
    expect(screen.getByLabelText(/Recipient's e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(useCartStore.getState().items).toEqual([]);

    await user.type(screen.getByLabelText(/Recipient's e-mail/), 'meera@');
    await user.type(screen.getByLabelText(/Message/), 'Happy journalling!');
    expect(screen.getByText('18/300')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Send on/));
    await user.type(screen.getByLabelText(/Send on/), '2001-01-01');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByLabelText(/Recipient's e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Choose today or a later day for the gift card to arrive'),
    ).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('adds one line per recipient, each carrying its gift card', async () => {
    const { user } = await openGiftCard();
    const fill = async (name: string, email: string) => {
      await user.type(screen.getByLabelText(/Recipient's name/), name);
      await user.type(screen.getByLabelText(/Recipient's e-mail/), email);
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    };
    await user.type(screen.getByLabelText(/Your name/), 'Asha');
    await fill('Meera', 'meera@example.com');
    await fill('Arjun', 'arjun@example.com');

    const items = useCartStore.getState().items;
    expect(items).toMatchObject([
      {
        _id: 'gift',
        variantId: 'v-500',
        quantity: 1,
        giftCard: {
          recipientName: 'Meera',
          recipientEmail: 'meera@example.com',
          senderName: 'Asha',
        },
      },
      {
        variantId: 'v-500',
        quantity: 1,
        giftCard: {
          recipientName: 'Arjun',
          recipientEmail: 'arjun@example.com',
          senderName: 'Asha',
        },
      },
    ]);
    // Today's card goes once paid: no day is sent.
    expect(items[0]!.giftCard).not.toHaveProperty('deliverOn');
  });
});
