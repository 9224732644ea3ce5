/** Vocabulary for synthetic benchmark products, so search sees realistic, varied words. */
import type { CategorySlug } from '@shop/shared';

export const ADJECTIVES = [
  'Mindful', 'Minimal', 'Botanical', 'Linen', 'Classic', 'Pocket', 'Deluxe', 'Calm', 'Vintage',
  'Everyday', 'Bamboo', 'Recycled', 'Midnight', 'Sunrise', 'Ocean', 'Forest', 'Terracotta',
  'Sage', 'Golden', 'Handmade', 'Organic', 'Slow Living', 'Zen', 'Boho', 'Nordic', 'Kraft',
  'Watercolour', 'Monochrome', 'Pastel', 'Lotus', 'Himalayan', 'Monsoon', 'Desert', 'Coastal',
];

export const SUBJECTS: Record<CategorySlug, string[]> = {
  trackers: ['Habit', 'Mood', 'Fitness', 'Sleep', 'Water', 'Reading', 'Savings', 'Meditation', 'Step', 'Symptom', 'Self-Care', 'Yoga', 'Study', 'Screen Time'],
  planners: ['Weekly', 'Daily', 'Monthly', 'Budget', 'Meal', 'Goal', 'Student', 'Wedding', 'Travel', 'Project', 'Teacher', 'Content', 'Garden', 'Fitness'],
  posters: ['Affirmation', 'Breathe', 'Gratitude', 'Moon Phase', 'Mountain', 'Botanical', 'Wheel of Life', 'Chakra', 'Yoga Pose', 'Mandala', 'Kindness', 'Growth Mindset', 'Mindfulness'],
  journals: ['Gratitude', 'Dream', 'Travel', 'Reflection', 'Prayer', 'Bullet', 'Sketch', 'Poetry', 'Morning Pages', 'Pregnancy', 'Recipe', 'Self-Discovery', 'Anxiety Relief'],
  accessories: ['Gel Pen', 'Fountain Pen', 'Bookmark', 'Sticker', 'Washi Tape', 'Pen Pouch', 'Tote', 'Stencil', 'Pen Loop', 'Highlighter', 'Paper Clip', 'Desk Organiser'],
};

export const NOUNS: Record<CategorySlug, string[]> = {
  trackers: ['Tracker', 'Tracker Journal', 'Log', 'Chart', 'Tracker Pad'],
  planners: ['Planner', 'Planner Pad', 'Agenda', 'Organiser', 'Planner Notebook'],
  posters: ['Poster', 'Print', 'Wall Art', 'Art Print', 'Poster Set'],
  journals: ['Journal', 'Notebook', 'Diary', 'Sketchbook', 'Guided Journal'],
  accessories: ['Set', 'Pack', 'Kit', 'Bundle', 'Collection'],
};

export const EDITIONS = [
  'A5', 'A4', 'B6', 'Pocket Edition', 'Linen Edition', 'Hardcover', 'Undated', '2026',
  'Set of 3', 'Gift Edition', 'Spiral Bound', 'Refill', 'Travel Size', 'Limited Edition',
];

export const PURPOSES = [
  'calmer mornings', 'busy weeks', 'students and teachers', 'slow Sunday reflection',
  'new parents', 'small business owners', 'anyone building a new routine', 'long train journeys',
  'mindful evenings', 'creative minds', 'remote workers', 'yoga practitioners',
];

export const DETAILS = [
  'Printed on acid-free paper that takes fountain pen ink without bleeding.',
  'Undated layouts let you begin in any week of the year.',
  'A lay-flat binding keeps both pages open on the desk.',
  'Designed in Hyderabad and printed on FSC-certified stock.',
  'Soft-touch cover with a ribbon marker and back pocket.',
  'Gentle prompts help you reflect without overthinking.',
  'Sized to slip into a tote bag or backpack.',
  'Archival inks keep colours bright for years.',
];

export const FEATURES = [
  'Acid-free paper', 'Lay-flat binding', 'Ribbon marker', 'Elastic closure', 'Back pocket',
  'Undated pages', 'Numbered pages', 'FSC-certified paper', 'Vegan leather cover',
  'Gift-ready packaging', 'Made in India', 'Fountain-pen friendly', 'Perforated sheets',
];

export const COLORS = ['Sage', 'Sand', 'Charcoal', 'Terracotta', 'Ivory', 'Navy', 'Blush', 'Olive', 'Ochre', 'Slate', 'Teal', 'Lavender'];

export const SIZES = ['A5 (148 × 210 mm)', 'A4 (210 × 297 mm)', 'B6 (125 × 176 mm)', 'A3 (297 × 420 mm)', 'A6 (105 × 148 mm)'];
