/**
 * Add to Cart posted before (or without) the scripts: the server runs this route action
 * (apps/api/src/plugins/web.ts). It reads the product as the page does, refuses a variant (or a
 * product) that is sold out, keeps the line in the pending-cart cookie (quantity clamped to what
 * the line may hold, the variant one of the product's, else the colour one of its colours) and
 * sends the shopper to the cart, where the app adopts the line. A gift card's line carries its
 * recipient (and an amount of the shopper's own), checked as the form checks them; a refusal comes
 * back beside the fields, with what was typed.
 */
import {
  GIFT_CARD_PRODUCT_SLUG,
  STOREFRONT_ROUTES,
  type GiftCardLine,
  type Product,
} from '@shop/shared';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { isOutOfStock, productColors } from '../../components/product/product-stock';
import { ApiError } from '../../lib/api-client';
import { chosenVariant, lineLimit } from '../../stores/cart-store';
import { pendingCartCookie, readPendingLines, withPendingLine } from '../../stores/pending-cart';
import { getGiftCardOptions } from './api/get-gift-card-options';
import { getProduct } from './api/get-product';
import {
  giftCardValuesOf,
  parseGiftCard,
  type GiftCardErrors,
  type GiftCardValues,
} from './components/gift-card-values';

/** What the product page shows when the post could not add the line. */
export type AddToCartActionData = {
  cartError: string;
  /** A gift card refused: each field's message, and what was typed, to show again. */
  giftCardErrors?: GiftCardErrors;
  giftCardValues?: GiftCardValues;
};

const refused = (cartError: string, status: number) =>
  data<AddToCartActionData>({ cartError }, { status });

const CHECK_FIELDS = 'Please check the gift card’s details below.';

/** A gift card's recipient as posted, or the refusal to show beside its fields. */
async function giftCardPosted(
  product: Product,
  fields: FormData,
): Promise<{ giftCard?: GiftCardLine } | { refusal: ReturnType<typeof refused> }> {
  if (product.slug !== GIFT_CARD_PRODUCT_SLUG) return {};
  const values = giftCardValuesOf(fields);
  const customAmount = values.amount.trim() ? await getGiftCardOptions() : null;
  const result = parseGiftCard(values, new Date(), customAmount);
  if ('giftCard' in result) return { giftCard: result.giftCard };
  const body = { cartError: CHECK_FIELDS, giftCardErrors: result.errors, giftCardValues: values };
  return { refusal: data<AddToCartActionData>(body, { status: 400 }) };
}

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
  const card = await giftCardPosted(product, fields).catch(() => null);
  if (!card) return refused('Could not add to your cart right now. Please try again.', 503);
  if ('refusal' in card) return card.refusal;
  const asked = Number.parseInt(String(fields.get('quantity') ?? '1'), 10);
  const quantity = Math.min(Number.isInteger(asked) && asked > 0 ? asked : 1, lineLimit(stock));
  const lines = withPendingLine(readPendingLines(request.headers.get('cookie')), {
    id: product._id,
    quantity,
    ...(variant ? { variant: variant._id } : color !== undefined && { color }),
    ...(card.giftCard && { giftCard: card.giftCard }),
  });
  return redirect(STOREFRONT_ROUTES.cart.path, {
    status: 303,
    headers: { 'Set-Cookie': pendingCartCookie(lines) },
  });
}
