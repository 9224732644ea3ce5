/** / : hero, featured products, collections, our story and what customers say. */
import { lazy } from 'react';
import { HydrateLater } from '../../components/hydrate-later';
import { AboutTeaser } from './components/about-teaser';
import { Collections } from './components/collections';
import { FeaturedProducts } from './components/featured-products';
import { Hero } from './components/hero';
import { SectionHeading } from './components/section-heading';
import { useDocumentTitle } from '../../lib/document-title';

// The slider and its carousel library sit far below the fold: a separate chunk keeps them out of
// the script that must arrive before the hero can paint.
const TestimonialsSlider = lazy(() =>
  import('./components/testimonials-slider').then((m) => ({ default: m.TestimonialsSlider })),
);

export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <FeaturedProducts />
      <Collections />
      <AboutTeaser />
      <section aria-labelledby="testimonials-title" className="bg-sand-100">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <SectionHeading
            id="testimonials-title"
            eyebrow="Kind words"
            title="What our customers say"
          />
          <div className="mt-10">
            {/* Hydrated (its autoplay started) when the shopper gets near it. */}
            <HydrateLater fallback={<div className="h-96" aria-hidden="true" />}>
              <TestimonialsSlider />
            </HydrateLater>
          </div>
        </div>
      </section>
    </>
  );
}
