/** Test data for blog posts: realistic defaults, override what a test is about. */
import type { BlogPost } from '../api/blog-types';

let seq = 0;

export function buildBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  seq += 1;
  const slug = overrides.slug ?? `post-${seq}`;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    slug,
    title: `Post ${seq}`,
    excerpt: 'A short excerpt about mindful living.',
    category: 'Mindfulness',
    author: 'Ananya Rao',
    authorBio: 'Ananya designs our trackers.',
    tags: ['journaling'],
    image: `${slug}.webp`,
    createdAt: '2025-03-10T06:30:00.000Z',
    publishedDate: '2025-03-10T06:30:00.000Z',
    readTime: '4 min read',
    content: 'Opening paragraph.\n\n## First heading\n\nBody text.',
    mentions: [],
    products: [],
    ...overrides,
  };
}
