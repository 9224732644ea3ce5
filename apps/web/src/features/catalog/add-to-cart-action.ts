/**
 * Add to Cart posted before (or without) the scripts: the server runs this route action
 * (apps/api/src/plugins/web.ts). It reads the product as the page does, refuses a variant (or a
 * product) that is sold out, keeps the line in the pending-cart cookie (quantity clamped to what
 * the line may hold, the variant one of the product's, else the colour one of its colours) and
 * sends the shopper to the cart, where the app adopts the line.
 */
import { STOREFRONT_ROUTES } from '@shop/shared';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { isOutOfStock, productColors } from '../../components/product/product-stock';
import { ApiError } from '../../lib/api-client';
import { chosenVariant, lineLimit } from '../../stores/cart-store';
import { pendingCartCookie, readPendingLines, withPendingLine } from '../../stores/pending-cart';
import { getProduct } from './api/get-product';

/** What the product page shows when the post could not add the line. */
export type AddToCartActionData = { cartError: string };

const refused = (cartError: string, status: number) =>
  data<AddToCartActionData>({ cartError }, { status });

export async function addToCartAction({ request, params }: ActionFunctionArgs) {
  const fields = await request.formData();
  let product;
  try {
    product = await getProduct(params.id ?? '');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return refused('This product is no longer available.', 404);
    return refused('Could not add to your cart right now. Please try again.', 503);
  }
  const colors = productColors(product);
  const picked = String(fields.get('product-color') ?? '');
  const color = colors.includes(picked) ? picked : colors[0];
  const variant =
    chosenVariant(product, { variantId: String(fields.get('variant') ?? '') || undefined }) ??
    chosenVariant(product, { color });
  const stock = variant ?? product;
  if (isOutOfStock(stock)) return refused('This product is out of stock.', 409);
  const asked = Number.parseInt(String(fields.get('quantity') ?? '1'), 10);
  const quantity = Math.min(Number.isInteger(asked) && asked > 0 ? asked : 1, lineLimit(stock));
  const lines = withPendingLine(readPendingLines(request.headers.get('cookie')), {
    id: product._id,
    quantity,
    ...(variant ? { variant: variant._id } : color !== undefined && { color }),
  });
  return redirect(STOREFRONT_ROUTES.cart.path, {
    status: 303,
    headers: { 'Set-Cookie': pendingCartCookie(lines) },
  });
}
