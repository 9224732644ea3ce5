/** The right-hand column of the product page: what it is, what it costs, and how to buy it. */
import type { Product, Variant } from '@shop/shared';
import { Link } from 'react-router';
import { ProductPrice } from '../../../components/product/product-price';
import { RatingStars } from '../../../components/product/rating-stars';
import { OptionPicker } from './option-picker';
import { ProductPurchase } from './product-purchase';

/** The description's first sentence; the Description tab below holds the whole text. */
const leadOf = (text: string) => /^.+?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

type ProductSummaryProps = {
  product: Product;
  /** The product as the chosen variant makes it: its prices, stock and pictures. */
  shown: Product;
  variant?: Variant;
  hrefOf: (variantId: string) => string;
  onChoose: (variantId: string) => void;
};

export function ProductSummary({ product, shown, variant, hrefOf, onChoose }: ProductSummaryProps) {
  const options = product.options ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div>
        <Link
          to={`/products?category=${encodeURIComponent(product.category.slug)}`}
          className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase hover:underline"
        >
          {product.category.name}
        </Link>
        <h1 className="mt-2 font-serif text-3xl leading-tight text-brand-900 sm:text-4xl">
          {product.title}
        </h1>
        <RatingStars rating={product.rating} reviews={product.reviews} size="lg" className="mt-3" />
      </div>
      <div>
        <ProductPrice product={shown} size="lg" />
        {variant && (
          <p className="mt-1 text-xs tracking-wide text-stone-600">
            SKU <span className="font-mono break-all">{variant.sku}</span>
          </p>
        )}
      </div>
      <p className="text-lg leading-relaxed text-stone-700">{leadOf(product.description)}</p>
      <hr className="border-sand-200" />
      <ProductPurchase
        product={shown}
        base={product}
        variant={variant}
        picker={
          variant &&
          options.length > 0 && (
            <OptionPicker
              options={options}
              variants={product.variants ?? []}
              chosen={variant}
              hrefOf={hrefOf}
              onChoose={onChoose}
            />
          )
        }
      />
    </div>
  );
}
