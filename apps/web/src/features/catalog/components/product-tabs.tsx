/** Description (default), Features, Specifications and Reviews ({count}) as Radix Tabs. */
import * as Tabs from '@radix-ui/react-tabs';
import type { Product } from '@shop/shared';
import { Check } from 'lucide-react';
import { ReviewsPanel } from './reviews-panel';
import { SpecificationsTable } from './specifications-table';

// On a 360-390 px phone the four labels share the row (no sideways scrolling that hid
// "Reviews (n)"): tighter gaps and a slightly smaller label there, the roomy row from `sm` up.
const trigger =
  '-mb-px min-w-0 border-b-2 border-transparent px-0.5 pb-3 text-[13px] font-medium whitespace-nowrap sm:px-1 sm:text-sm text-stone-600 transition-colors hover:text-brand-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900';
const panel =
  'py-8 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700';

export function ProductTabs({ product }: { product: Product }) {
  return (
    <Tabs.Root defaultValue="description" className="mt-16 sm:mt-20">
      <Tabs.List
        aria-label="Product details"
        className="flex justify-between gap-2 border-b border-sand-200 sm:justify-start sm:gap-10"
      >
        <Tabs.Trigger value="description" className={trigger}>
          Description
        </Tabs.Trigger>
        <Tabs.Trigger value="features" className={trigger}>
          Features
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" className={trigger}>
          Specifications
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={trigger}>
          Reviews ({product.reviews})
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className={panel}>
        <p className="max-w-3xl leading-relaxed text-stone-700">{product.description}</p>
      </Tabs.Content>
      <Tabs.Content value="features" className={panel}>
        {product.features.length === 0 ? (
          <p className="text-stone-700">No features listed for this product.</p>
        ) : (
          <ul className="grid max-w-3xl gap-3 sm:grid-cols-2">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-stone-700">
                <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-600" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </Tabs.Content>
      <Tabs.Content value="specifications" className={panel}>
        <SpecificationsTable specifications={product.specifications} />
      </Tabs.Content>
      <Tabs.Content value="reviews" className={panel}>
        <ReviewsPanel product={product} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
