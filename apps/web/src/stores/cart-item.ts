/**
 * One cart line (spec section 3 'Cart item'): a product's fields copied at add time, plus quantity.
 * countInStock is the stock last seen (add time, or the cart page's fresh read); lines saved before
 * issue 13 lack it and are capped only by the line maximum until the next fresh read.
 */
import {
  COLOUR_OPTION,
  fromMinor,
  GIFT_CARD_AMOUNT_OPTION,
  giftCardAmountLabel,
  initialVariant,
  variantLabel,
  type GiftCardLine,
  type Product,
  type Variant,
} from '@shop/shared';
import { isFiniteNumber, isRecord, isStringList } from './persisted-list';

const PRICE_FIELDS = [
  'price',
  'salePrice',
  'taxPercent',
  'discountPercent',
  'shippingCost',
] as const;

export type CartItem = Pick<
  Product,
  | '_id'
  | 'title'
  | 'image'
  | 'category'
  | 'price'
  | 'salePrice'
  | 'taxPercent'
  | 'discountPercent'
  | 'shippingCost'
> & {
  /** The owner's prices in other currencies (record 036); lines saved before it lack them. */
  priceList?: Product['priceList'];
  countInStock?: number;
  quantity: number;
  selectedColor?: string;
  /** The variant bought (record 038), its SKU and its options as read ("Sage / Dotted"). */
  variantId?: string;
  sku?: string;
  options?: Record<string, string>;
  optionLabel?: string;
  /** A gift card's recipient (issue 28): the gift-card product's lines carry it to the checkout. */
  giftCard?: GiftCardLine;
};

/**
 * What the shopper chose: a variant, or (a card, a line kept before variants) just a colour; and
 * for a gift card, who it is for.
 */
export type LineChoice = { variantId?: string; color?: string; giftCard?: GiftCardLine };

/**
 * The variant a line buys: the one named, else the first of its colour in stock (else of its
 * colour), else the one the product page opens on. None for a product that lists no variants.
 */
export function chosenVariant(product: Product, choice: LineChoice = {}): Variant | undefined {
  const variants = product.variants ?? [];
  if (choice.variantId) return variants.find((v) => v._id === choice.variantId);
  const ofColour = variants.filter((v) => v.options[COLOUR_OPTION] === choice.color);
  return initialVariant(ofColour.length ? ofColour : variants);
}

/** A short, stable tag of a gift card's recipient and wishes, fit for an element id (FNV-1a). */
function giftCardTag(card: GiftCardLine): string {
  const text = JSON.stringify([
    card.recipientName,
    card.recipientEmail.toLowerCase(),
    card.senderName ?? '',
    card.message ?? '',
    card.deliverOn ?? '',
    card.amount ?? '',
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * One line per product and variant, and for gift cards per recipient (two cards for two people
 * are two lines): the key the cart adds to, changes and removes by.
 */
export function cartLineKey(line: Pick<CartItem, '_id' | 'variantId' | 'giftCard'>): string {
  const key = line.variantId ? `${line._id}:${line.variantId}` : line._id;
  return line.giftCard ? `${key}:gift-${giftCardTag(line.giftCard)}` : key;
}

/** The variant's own fields over the product's copy: prices, stock, pictures, SKU, label. */
function variantFields(product: Product, variant: Variant) {
  const label = variantLabel(variant.options, product.options);
  const color = variant.options[COLOUR_OPTION];
  return {
    price: variant.price,
    salePrice: variant.salePrice,
    priceList: variant.priceList ?? product.priceList,
    countInStock: variant.countInStock,
    image: variant.images.length ? variant.images : product.image,
    variantId: variant._id,
    sku: variant.sku,
    options: variant.options,
    ...(label && { optionLabel: label }),
    ...(color !== undefined && { selectedColor: color }),
  };
}

export function toCartItem(product: Product, quantity: number, choice: LineChoice = {}): CartItem {
  const {
    _id,
    title,
    image,
    category,
    price,
    salePrice,
    taxPercent,
    discountPercent,
    shippingCost,
    countInStock,
    priceList,
  } = product;
  const item: CartItem = {
    _id,
    title,
    image,
    category,
    price,
    salePrice,
    taxPercent,
    discountPercent,
    shippingCost,
    priceList,
    countInStock,
    quantity,
    ...(choice.color !== undefined && { selectedColor: choice.color }),
    ...(choice.giftCard && { giftCard: choice.giftCard }),
  };
  const variant = chosenVariant(product, choice);
  const line = variant ? { ...item, ...variantFields(product, variant) } : item;
  return choice.giftCard?.amount === undefined ? line : ownAmount(line, choice.giftCard.amount);
}

/**
 * A gift card of the shopper's own amount (record 056): the line costs that amount (INR, as the
 * server charges it) and reads "Amount: ₹750", whatever the variant it is sold under.
 */
function ownAmount(line: CartItem, paise: number): CartItem {
  const label = giftCardAmountLabel(paise);
  const { priceList: _listed, ...rest } = line;
  return {
    ...rest,
    price: fromMinor(paise),
    salePrice: null,
    options: { ...line.options, [GIFT_CARD_AMOUNT_OPTION]: label },
    optionLabel: `${GIFT_CARD_AMOUNT_OPTION}: ${label}`,
  };
}

/** Shape check of a gift card's recipient read back (local storage, the pending-cart cookie). */
export const isGiftCardLine = (value: unknown) =>
  isRecord(value) &&
  typeof value.recipientName === 'string' &&
  typeof value.recipientEmail === 'string' &&
  [value.senderName, value.message, value.deliverOn].every(
    (v) => v === undefined || typeof v === 'string',
  ) &&
  (value.amount === undefined || Number.isInteger(value.amount));

/** Shape check for lines read back from local storage. */
export function isCartItem(value: unknown): value is CartItem {
  if (!isRecord(value) || !isRecord(value.category)) return false;
  return (
    typeof value._id === 'string' &&
    typeof value.title === 'string' &&
    isStringList(value.image) &&
    typeof value.category.name === 'string' &&
    isFiniteNumber(value.price) &&
    (value.salePrice === null || isFiniteNumber(value.salePrice)) &&
    isFiniteNumber(value.taxPercent) &&
    isFiniteNumber(value.discountPercent) &&
    isFiniteNumber(value.shippingCost) &&
    (value.countInStock === undefined || isFiniteNumber(value.countInStock)) &&
    (value.priceList === undefined || isRecord(value.priceList)) &&
    Number.isInteger(value.quantity) &&
    (value.quantity as number) > 0 &&
    (value.selectedColor === undefined || typeof value.selectedColor === 'string') &&
    [value.variantId, value.sku, value.optionLabel].every(
      (v) => v === undefined || typeof v === 'string',
    ) &&
    (value.giftCard === undefined || isGiftCardLine(value.giftCard))
  );
}

/** The line with the product's current copy of the copied fields; says what changed. */
export function withFreshProduct(line: CartItem, product: Product) {
  // A line kept before variants stays as it was (the server buys its colour's variant); a line
  // whose variant is no longer sold keeps its copy, and the cart says it is unavailable.
  if (!line.variantId) return withFreshCopy(line, toLegacyItem(product, line));
  if (!chosenVariant(product, { variantId: line.variantId }))
    return { line, changed: false, priceChanged: false };
  const choice = { variantId: line.variantId, giftCard: line.giftCard };
  return withFreshCopy(line, toCartItem(product, line.quantity, choice));
}

/** A line kept before variants, re-read as the product's own copy (no variant attached). */
const toLegacyItem = (product: Product, line: CartItem) =>
  toCartItem({ ...product, variants: [] }, line.quantity, { color: line.selectedColor });

function withFreshCopy(line: CartItem, next: CartItem) {
  const priceChanged =
    PRICE_FIELDS.some((field) => line[field] !== next[field]) ||
    JSON.stringify(line.priceList ?? {}) !== JSON.stringify(next.priceList ?? {});
  const changed =
    priceChanged ||
    line.countInStock !== next.countInStock ||
    line.title !== next.title ||
    line.category.name !== next.category.name ||
    line.image.join('\n') !== next.image.join('\n');
  return { line: changed ? next : line, changed, priceChanged };
}
