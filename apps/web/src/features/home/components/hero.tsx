/** The opening of the home page: promise, two calls to action and a drawn picture. */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { HeroArt } from './hero-art';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-sand-100">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-28">
        <div>
          <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">
            Designed in Hyderabad · Shipped worldwide
          </p>
          <h1
            id="hero-title"
            className="mt-4 font-serif text-4xl leading-[1.1] text-brand-900 sm:text-5xl lg:text-6xl"
          >
            Small pages for a calmer, more intentional life.
          </h1>
          <p className="mt-5 max-w-lg text-lg leading-relaxed text-stone-700">
            Guided journals, habit trackers, planners and prints that make room for what matters,
            one mindful mark at a time.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products" className={buttonClasses({ size: 'lg' })}>
              Shop Now
            </Link>
            <Link to="/about" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              Our Story
            </Link>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
