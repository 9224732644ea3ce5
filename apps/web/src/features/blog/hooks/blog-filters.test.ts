import { describe, expect, it } from 'vitest';
import { buildBlogPost } from '../testing/build-blog-post';
import { articlesFoundText, blogCategories, filterPosts } from './blog-filters';

const posts = [
  buildBlogPost({ title: 'Gratitude at Night', category: 'Mindfulness', tags: ['evening'] }),
  buildBlogPost({ title: 'Weekly Reset', category: 'Productivity', excerpt: 'A SUNDAY ritual.' }),
  buildBlogPost({ title: 'Sleep Tracking', category: 'Wellness', tags: ['Sleep', 'Hydration'] }),
  buildBlogPost({ title: 'Bullet Journals', category: 'Productivity', tags: ['dot grid'] }),
];
const titles = (list: typeof posts) => list.map((p) => p.title);

describe('blog filters', () => {
  it('derives each category once, sorted', () => {
    expect(blogCategories(posts)).toEqual(['Mindfulness', 'Productivity', 'Wellness']);
  });

  it('matches title, excerpt or any tag, ignoring case and outer spaces', () => {
    expect(titles(filterPosts(posts, { q: 'gratitude', category: null }))).toEqual([
      'Gratitude at Night',
    ]);
    expect(titles(filterPosts(posts, { q: ' sunday ', category: null }))).toEqual(['Weekly Reset']);
    expect(titles(filterPosts(posts, { q: 'HYDRA', category: null }))).toEqual(['Sleep Tracking']);
    expect(titles(filterPosts(posts, { q: 'dot grid', category: null }))).toEqual([
      'Bullet Journals',
    ]);
    expect(filterPosts(posts, { q: '', category: null })).toHaveLength(4);
    expect(filterPosts(posts, { q: 'nothing like this', category: null })).toHaveLength(0);
  });

  it('filters by category (any case) and combines with the search', () => {
    expect(titles(filterPosts(posts, { q: '', category: 'productivity' }))).toEqual([
      'Weekly Reset',
      'Bullet Journals',
    ]);
    expect(titles(filterPosts(posts, { q: 'bullet', category: 'Productivity' }))).toEqual([
      'Bullet Journals',
    ]);
    expect(filterPosts(posts, { q: 'sleep', category: 'Productivity' })).toHaveLength(0);
  });

  it('says article or articles', () => {
    expect(articlesFoundText(6)).toBe('6 articles found');
    expect(articlesFoundText(1)).toBe('1 article found');
    expect(articlesFoundText(0)).toBe('0 articles found');
  });
});
