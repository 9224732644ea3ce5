/** The confirmation shown after a product goes into the cart, with a way to open the cart. */
import { toast } from 'sonner';

export function toastAddedToCart(title: string, quantity: number, openCart: () => void): void {
  toast.success(
    quantity > 1 ? `${quantity} × ${title} added to your cart` : `${title} added to your cart`,
    {
      action: { label: 'View cart', onClick: openCart },
    },
  );
}
