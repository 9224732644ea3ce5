/** The catalogue's categories, in menu order (positions match CATEGORIES in @shop/shared). */
import type { CategorySlug } from '@shop/shared';

export type SeedCategory = {
  slug: CategorySlug;
  name: string;
  description: string;
  position: number;
};

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: 'trackers',
    name: 'Trackers',
    description:
      'Habit, mood, fitness and savings trackers that turn small daily actions into visible progress.',
    position: 0,
  },
  {
    slug: 'planners',
    name: 'Planners',
    description:
      'Daily, weekly and monthly planners for budgets, goals, meals and study, dated and undated.',
    position: 1,
  },
  {
    slug: 'posters',
    name: 'Posters',
    description:
      'Calm typography and mindful-living prints for the desk, the studio and the kitchen wall.',
    position: 2,
  },
  {
    slug: 'journals',
    name: 'Journals',
    description:
      'Guided and blank journals on acid-free paper for gratitude, reflection, dreams and travel.',
    position: 3,
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description:
      'Pens, bookmarks, washi tape, stickers and carry goods that keep a journaling habit going.',
    position: 4,
  },
];
