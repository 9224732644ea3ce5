/** A door into the catalogue for each of its categories (DESIGN deviation 16). */
import { CATEGORIES, categoryName, categoryPath, type CategorySlug } from '@shop/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CollectionArt } from './collection-art';
import { SectionHeading } from './section-heading';

const BLURBS: Record<CategorySlug, string> = {
  trackers: 'Habits, moods and small wins, made visible day by day.',
  planners: 'Weeks, budgets and goals laid out with room to breathe.',
  posters: 'Quiet typography and gentle reminders for your walls.',
  journals: 'Guided pages for gratitude, reflection and slower mornings.',
  accessories: 'Pens, bookmarks and small things that make the ritual yours.',
};

const COLLECTIONS = CATEGORIES.map((kind) => ({
  kind,
  title: categoryName(kind),
  blurb: BLURBS[kind],
}));

export function Collections() {
  return (
    <section
      aria-labelledby="collections-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading id="collections-title" eyebrow="Collections" title="Find your ritual" />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {COLLECTIONS.map((c) => (
          <li key={c.kind}>
            <Link
              to={categoryPath(c.kind)}
              className="group block h-full overflow-hidden rounded-3xl bg-white ring-1 ring-sand-200 transition-shadow hover:shadow-lg hover:shadow-brand-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <CollectionArt kind={c.kind} />
              <div className="p-6">
                <h3 className="font-serif text-2xl text-brand-900">{c.title}</h3>
                <p className="mt-2 text-sm text-stone-700">{c.blurb}</p>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
                  Shop {c.title.toLowerCase()}
                  <ArrowRight
                    size={16}
                    aria-hidden="true"
                    className="transition-transform group-hover:translate-x-1"
                  />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
