/**
 * One cart line (spec section 3 'Cart item'): a product's fields copied at add time, plus quantity.
 * countInStock is the stock last seen (add time, or the cart page's fresh read); lines saved before
 * issue 13 lack it and are capped only by the line maximum until the next fresh read.
 */
import type { Product } from '@shop/shared';
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
};

export function toCartItem(product: Product, quantity: number, selectedColor?: string): CartItem {
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
  };
  return selectedColor === undefined ? item : { ...item, selectedColor };
}

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
    (value.selectedColor === undefined || typeof value.selectedColor === 'string')
  );
}

/** The line with the product's current copy of the copied fields; says what changed. */
export function withFreshProduct(line: CartItem, product: Product) {
  const next = toCartItem(product, line.quantity, line.selectedColor);
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
