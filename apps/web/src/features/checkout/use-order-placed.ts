/**
 * What follows an order paid online or placed for cash on delivery: the cart and its discount
 * code and gift cards empty, the shopper's orders, store credit and the stock refresh, and the
 * confirmation opens. A guest's confirmation is
 * opened by the order's token, since there is no session to show it to (issue 27).
 */
import { CHECKOUT_MESSAGES, COD_CONFIRM_HOURS, TIMINGS } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCartStore } from '../../stores/cart-store';
import { useCheckoutExtras } from '../../stores/checkout-extras';
import { clearGuestDraft } from './guest-draft';
import type { PlacedOrder } from './use-checkout-payment';

export const COD_PLACED = `Your order is placed. Please confirm it from the link we e-mailed you within ${COD_CONFIRM_HOURS} hours.`;

/** The confirmation's address: a signed-in shopper's own order, or a guest's by its token. */
export function orderPagePath({ orderNumber, orderToken }: PlacedOrder, signedIn: boolean) {
  const path = `/orders/${encodeURIComponent(orderNumber)}`;
  return signedIn ? path : `${path}?token=${encodeURIComponent(orderToken)}`;
}

export function useOrderPlaced(signedIn: boolean, onPlaced: (orderNumber: string) => void) {
  const clearCart = useCartStore((s) => s.clear);
  const clearExtras = useCheckoutExtras((s) => s.clear);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (order: PlacedOrder, how: 'paid' | 'cod') => {
    onPlaced(order.orderNumber);
    clearCart();
    clearExtras();
    clearGuestDraft();
    toast.success(how === 'paid' ? CHECKOUT_MESSAGES.paymentSuccess : COD_PLACED, {
      duration: TIMINGS.checkoutSuccessMs,
    });
    void queryClient.invalidateQueries({ queryKey: ['account'] });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
    // A quote of the emptied cart must not be shown to the next one.
    queryClient.removeQueries({ queryKey: ['checkout', 'quote'] });
    // Replace: Back from the confirmation must not return to a checkout already paid.
    void navigate(orderPagePath(order, signedIn), { replace: true });
  };
}
