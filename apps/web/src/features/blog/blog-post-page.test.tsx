import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiReply } from '../../components/product/testing/stub-api';
import { buildBlogPost } from './testing/build-blog-post';
import { renderBlogRoute } from './testing/render-blog-route';

const post = buildBlogPost({
  slug: 'sunday-reset',
  title: 'The Sunday Reset',
  excerpt: 'A weekly planning ritual.',
  category: 'Productivity',
  author: 'Meera Iyer',
  authorBio: 'Meera writes about planning systems.',
  tags: ['planning', 'weekly planner', 'priorities', 'rest'],
  readTime: '6 min read',
  publishedDate: '2025-04-02T06:30:00.000Z',
  content:
    'Start here.\n\n## Why a reset\n\n- **Look back** first\n- Then plan\n\n<script>alert(1)</script>',
});
const PATH = '/api/blogs/get-blogs/:id';
const reply = (): ApiReply<typeof PATH> => ({ body: { success: true, blog: post } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogPostPage', () => {
  it('shows the post: meta line, image, content, tags, author bio and the title', async () => {
    stubApi({ [PATH]: reply });
    const { container } = renderBlogRoute('/blog/sunday-reset');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Sunday Reset' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('A weekly planning ritual.')).toBeInTheDocument();
    expect(screen.getByText('Productivity')).toBeInTheDocument();
    expect(screen.getByText('April 2, 2025')).toBeInTheDocument();
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why a reset' })).toBeInTheDocument();
    expect(screen.getByText('Look back').tagName).toBe('STRONG');
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Meera writes about planning systems.')).toBeInTheDocument();
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/image/blogs/sunday-reset.webp');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(document.title).toBe('The Sunday Reset | Mindful Marks');
  });

  it('moves the reading-progress bar as the page scrolls', async () => {
    stubApi({ [PATH]: reply });
    renderBlogRoute('/blog/sunday-reset');
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByRole('progressbar', { name: 'Reading progress' });
    const article = bar.nextElementSibling as HTMLElement;
    let top = 0;
    vi.spyOn(article, 'getBoundingClientRect').mockImplementation(
      () => ({ top, height: 2768 }) as DOMRect,
    );

    // 2768 px of article in a 768 px window: 2000 px to scroll.
    top = -1000;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
  });

  it('copies the address when the system share sheet is missing', async () => {
    stubApi({ [PATH]: reply });
    const { user } = renderBlogRoute('/blog/sunday-reset');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('uses the system share sheet where there is one', async () => {
    stubApi({ [PATH]: reply });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const { user } = renderBlogRoute('/blog/sunday-reset');

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'The Sunday Reset',
      text: 'A weekly planning ritual.',
      url: window.location.href,
    });
  });

  it("says 'Article Not Found' for an unknown post", async () => {
    stubApi({});
    renderBlogRoute('/blog/no-such-post');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Article Not Found | Mindful Marks');
  });
});
