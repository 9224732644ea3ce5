/** A product photo with fixed dimensions (no layout shift), lazy unless it is the page's main image. */
import type { Product } from '@shop/shared';
import { productImageSrcSet, productImageUrl } from '../../lib/images';

type ProductImageProps = {
  product: Pick<Product, 'image' | 'images' | 'title'>;
  /** Index into the product's images; the first is the one shown in lists. */
  index?: number;
  /** Above the fold: load eagerly with high priority (helps Largest Contentful Paint). */
  priority?: boolean;
  /** Empty when a visible title already describes the image. */
  alt?: string;
  className?: string;
  /** How wide the image shows (the `sizes` attribute): the browser picks the 400, 800 or 1600 px file. */
  sizes: string;
};

export function ProductImage({
  product,
  index = 0,
  priority = false,
  alt,
  className = '',
  sizes,
}: ProductImageProps) {
  const meta = product.images[index];
  const file = meta?.file ?? product.image[index];
  const classes = `block h-full w-full object-cover ${className}`;
  if (!file) return <div className={`${classes} bg-sand-100`} aria-hidden="true" />;
  return (
    <img
      src={productImageUrl(file, 800)}
      srcSet={productImageSrcSet(file)}
      sizes={sizes}
      alt={alt ?? meta?.alt ?? product.title}
      width={meta?.width ?? 800}
      height={meta?.height ?? 800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={classes}
    />
  );
}
