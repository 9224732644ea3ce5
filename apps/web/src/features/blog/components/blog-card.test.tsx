import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { buildBlogPost } from '../testing/build-blog-post';
import { BlogCard } from './blog-card';

describe('BlogCard', () => {
  it('shows category, long date, author, at most 3 tags, a sized image and Read More by slug', () => {
    const post = buildBlogPost({
      slug: 'gratitude',
      title: 'Gratitude at Night',
      category: 'Mindfulness',
      tags: ['evening', 'journaling', 'rest', 'gratitude'],
    });
    renderWithRouter(<BlogCard post={post} />);
    const card = screen.getByRole('article');

    expect(
      within(card).getByRole('heading', { level: 3, name: 'Gratitude at Night' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Mindfulness')).toBeInTheDocument();
    expect(within(card).getByText('March 10, 2025')).toBeInTheDocument();
    expect(within(card).getByText('Ananya Rao')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#evening', '#journaling', '#rest']);
    expect(
      within(card).getByRole('link', { name: 'Read More: Gratitude at Night' }),
    ).toHaveAttribute('href', '/blog/gratitude');
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/image/blogs/gratitude.webp');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
  });
});
