/** One line under the /products heading, per category (the catalogue's own category blurbs). */
import type { CategoryFilter } from '../hooks/use-product-list-params';

const INTROS: Record<CategoryFilter, string> = {
  all: 'Journals, trackers, planners and prints for a slower, more intentional day.',
  trackers:
    'Habit, mood, fitness and savings trackers that turn small daily actions into visible progress.',
  planners:
    'Daily, weekly and monthly planners for budgets, goals, meals and study, dated and undated.',
  posters:
    'Calm typography and mindful-living prints for the desk, the studio and the kitchen wall.',
  journals: 'Guided and open journals for gratitude, reflection and the thoughts worth keeping.',
  accessories: 'Pens, stands and small companions that make the daily ritual a pleasure.',
  unknown: 'We could not find that category. Try one of the collections above.',
};

export const categoryIntro = (category: CategoryFilter) => INTROS[category];
