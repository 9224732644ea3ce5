/** A short note on who makes the products, leading to /about. */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function AboutTeaser() {
  return (
    <section aria-labelledby="about-title" className="bg-brand-800 text-sand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-20 lg:px-8">
        <div>
          <p className="text-xs font-medium tracking-[0.2em] text-brand-100 uppercase">Our story</p>
          <h2
            id="about-title"
            className="mt-3 font-serif text-3xl leading-tight sm:text-4xl lg:text-5xl"
          >
            We believe the smallest daily marks add up to a life you recognise.
          </h2>
        </div>
        <div>
          <p className="leading-relaxed text-brand-50">
            Mindful Marks began at a kitchen table in Hyderabad, with a hand-ruled habit tracker and
            a wish for fewer, better things. Today a small studio designs every page to be used, not
            stored: calm layouts, honest paper and packaging that leaves no plastic behind.
          </p>
          <Link to="/about" className={buttonClasses({ variant: 'inverse', className: 'mt-8' })}>
            Read our story
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
