/**
 * The price a shopper pays, in the chosen currency; on sale, the MRP struck beside it and what
 * they save ("You save ₹300 (23%)"). Prices include GST (record 036).
 */
import { saving, type Product } from '@shop/shared';
import { useShopPricing } from '../../lib/shop-pricing';

type ProductPriceProps = {
  product: Pick<Product, 'price' | 'salePrice'> & { priceList?: Product['priceList'] };
  size?: 'sm' | 'lg';
  className?: string;
  /** The product's variants cost different amounts: this is the least ("From ₹X"). */
  from?: boolean;
};

export function ProductPrice({
  product,
  size = 'sm',
  className = '',
  from = false,
}: ProductPriceProps) {
  const pricing = useShopPricing();
  const main = size === 'lg' ? 'text-2xl' : 'text-base';
  const struck = size === 'lg' ? 'text-base' : 'text-xs sm:text-sm';
  if (!pricing)
    return (
      <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
        <span className={`${main} font-semibold text-brand-900`}>Loading...</span>
      </p>
    );
  const entry = pricing.prices(product);
  const saved = saving(entry);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      {from && <span className="text-sm text-stone-600">From</span>}
      {entry.salePriceMinor !== null ? (
        <>
          <span className="sr-only">Sale price</span>
          <span className={`${main} font-semibold text-clay-600`}>
            {pricing.format(entry.salePriceMinor)}
          </span>
          <span className="sr-only">, MRP</span>
          <s className={`${struck} text-stone-600`}>{pricing.format(entry.priceMinor)}</s>
          {size === 'lg' && saved && (
            <span className="basis-full text-sm font-medium text-brand-700">
              You save {pricing.format(saved.minor)} ({saved.percent}%)
            </span>
          )}
        </>
      ) : (
        <span className={`${main} font-semibold text-brand-900`}>
          {pricing.format(entry.priceMinor)}
        </span>
      )}
    </p>
  );
}
