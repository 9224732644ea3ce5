import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import type { BlogPostSummary } from './api/blog-types';
import { expectConsoleError } from '../../test/console-error-trap';
import { buildBlogPost } from './testing/build-blog-post';
import { renderBlogRoute } from './testing/render-blog-route';

const LIST = '/api/blogs/get-blogs';
const summary = ({
  content: _content,
  ...post
}: ReturnType<typeof buildBlogPost>): BlogPostSummary => post;
const posts = [
  buildBlogPost({
    slug: 'gratitude',
    title: 'Gratitude at Night',
    category: 'Mindfulness',
    tags: ['evening', 'journaling', 'rest', 'gratitude'],
  }),
  buildBlogPost({
    slug: 'weekly-reset',
    title: 'The Weekly Reset',
    category: 'Productivity',
    tags: ['planning'],
  }),
  buildBlogPost({
    slug: 'bujo',
    title: 'Bullet Journals',
    category: 'Productivity',
    tags: ['dot grid'],
  }),
].map(summary);
const listReply = (blogs: BlogPostSummary[]): ApiReply<typeof LIST> => ({
  body: { success: true, blogs },
});
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const search = () => screen.getByPlaceholderText('Search articles...');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogPage', () => {
  it('shows 6 skeleton cards while loading, then the posts and their count', async () => {
    const held = deferred<ApiReply<typeof LIST>>();
    stubApi({ [LIST]: () => held.promise });
    renderBlogRoute('/blog');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Mindful Living Blog' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByTestId('blog-card-skeleton')).toHaveLength(6);
    held.resolve(listReply(posts));

    expect(await screen.findByText('3 articles found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All Articles' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Gratitude at Night', 'The Weekly Reset', 'Bullet Journals']);
    expect(document.title).toBe('Blog | Mindful Marks');
  });

  it('filters by the search text and keeps it in the URL', async () => {
    stubApi({ [LIST]: () => listReply(posts) });
    const { router, user } = renderBlogRoute('/blog');
    await screen.findByText('3 articles found');

    await user.type(search(), 'DOT');
    expect(await screen.findByText('1 article found')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Bullet Journals']);
    expect(router.state.location.search).toBe('?q=DOT');
  });

  it('filters by a category button; the heading names it and All goes back', async () => {
    stubApi({ [LIST]: () => listReply(posts) });
    const { router, user } = renderBlogRoute('/blog');
    await screen.findByText('3 articles found');
    const group = screen.getByRole('group', { name: 'Article categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Mindfulness', 'Productivity']);

    await user.click(within(group).getByRole('button', { name: 'Productivity' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Productivity' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 articles found')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Productivity' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('?category=Productivity');

    await user.click(within(group).getByRole('button', { name: 'All' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'All Articles' }),
    ).toBeInTheDocument();
  });

  it('reads the filters from the URL, shows the empty state and clears it', async () => {
    stubApi({ [LIST]: () => listReply(posts) });
    const { router, user } = renderBlogRoute('/blog?q=gratitude&category=productivity');

    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByText('0 articles found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Productivity' })).toBeInTheDocument();
    expect(search()).toHaveValue('gratitude');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('3 articles found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
  });

  it('offers a retry when the list fails to load', async () => {
    expectConsoleError(/Failed to load articles ApiError: Down/);
    let fail = true;
    stubApi({
      [LIST]: () =>
        fail ? { status: 500, body: { success: false, message: 'Down' } } : listReply(posts),
    });
    const { user } = renderBlogRoute('/blog');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByText('3 articles found')).toBeInTheDocument());
  });
});
