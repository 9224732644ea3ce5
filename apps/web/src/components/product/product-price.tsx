/** The price a shopper pays, in the chosen currency; on sale, the original price struck beside it. */
import { activeSalePrice, type Product } from '@shop/shared';
import { Price } from '../ui/price';

type ProductPriceProps = {
  product: Pick<Product, 'price' | 'salePrice'>;
  size?: 'sm' | 'lg';
  className?: string;
};

export function ProductPrice({ product, size = 'sm', className = '' }: ProductPriceProps) {
  const salePrice = activeSalePrice(product.price, product.salePrice);
  const main = size === 'lg' ? 'text-2xl' : 'text-base';
  const struck = size === 'lg' ? 'text-base' : 'text-xs sm:text-sm';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      {salePrice !== null ? (
        <>
          <span className="sr-only">Sale price</span>
          <Price amount={salePrice} className={`${main} font-semibold text-clay-600`} />
          <span className="sr-only">, was</span>
          <Price amount={product.price} strike className={`${struck} text-stone-600`} />
        </>
      ) : (
        <Price amount={product.price} className={`${main} font-semibold text-brand-900`} />
      )}
    </p>
  );
}
