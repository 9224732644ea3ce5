/** The price a shopper pays per unit: the sale price when present (USD decimals). */
export function effectivePrice(product: { price: number; salePrice: number | null }): number {
  return product.salePrice ?? product.price;
}
