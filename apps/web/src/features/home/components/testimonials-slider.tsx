/** A looping slider of the 12 testimonials, one card per TIMINGS.testimonialMs (spec section 9). */
import { TIMINGS } from '@shop/shared';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { TESTIMONIALS } from '../data/testimonials';
import { useAutoplayCarousel } from '../hooks/use-autoplay-carousel';
import { TestimonialCard } from './testimonial-card';

const control =
  'grid size-11 place-items-center rounded-full bg-white text-brand-800 ring-1 ring-sand-200 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function TestimonialsSlider() {
  const {
    viewportRef,
    selected,
    playing,
    userPaused,
    scrollPrev,
    scrollNext,
    scrollTo,
    togglePlay,
    rootProps,
  } = useAutoplayCarousel(TIMINGS.testimonialMs);
  const total = TESTIMONIALS.length;

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      {...rootProps}
    >
      {/* Positioned: the screen-reader-only text in the cards (absolutely positioned) is clipped
          here too before the carousel runs, instead of widening a phone's page. */}
      <div ref={viewportRef} className="relative overflow-hidden">
        {/* Announce slide changes only when the shopper moves them, never during autoplay. */}
        <div className="-ml-4 flex touch-pan-y sm:-ml-6" aria-live={playing ? 'off' : 'polite'}>
          {TESTIMONIALS.map((testimonial, i) => (
            <div
              key={testimonial.author}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${total}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 sm:pl-6 lg:basis-1/3"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap" role="group" aria-label="Choose a testimonial">
          {TESTIMONIALS.map((t, i) => (
            <button
              key={t.author}
              type="button"
              onClick={() => scrollTo(i)}
              aria-label={`Go to testimonial ${i + 1} of ${total}`}
              aria-current={i === selected ? 'true' : undefined}
              className="group grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span
                className={`block h-2 rounded-full transition-all ${i === selected ? 'w-5 bg-brand-700' : 'w-2 bg-sand-200 group-hover:bg-brand-200'}`}
              />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={togglePlay}
            aria-label={userPaused ? 'Play testimonials' : 'Pause testimonials'}
            className={control}
          >
            {userPaused ? (
              <Play size={18} aria-hidden="true" />
            ) : (
              <Pause size={18} aria-hidden="true" />
            )}
          </button>
          <button
            type="button"
            onClick={scrollPrev}
            aria-label="Previous testimonial"
            className={control}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={scrollNext}
            aria-label="Next testimonial"
            className={control}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
