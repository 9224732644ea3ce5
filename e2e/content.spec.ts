/** Journeys through the content side: blog and a post, static pages, served meta, accessibility. */
import type { Page } from '@playwright/test';
import { acceptNotFoundErrors, expect, test } from './fixtures';

// Headless Chromium has no navigator.share, so Share takes the copy path; reading it back needs these.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

type Post = { slug: string; title: string; excerpt: string; category: string; tags: string[] };

const matches = (post: Post, q: string) =>
  [post.title, post.excerpt, ...post.tags].some((text) =>
    text.toLowerCase().includes(q.toLowerCase()),
  );
const found = (n: number) => `${n} ${n === 1 ? 'article' : 'articles'} found`;
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

test('blog: search and category filter, open a post, the progress bar moves, share copies the address', async ({
  page,
  request,
}) => {
  const { blogs } = (await (await request.get('/api/blogs/get-blogs')).json()) as { blogs: Post[] };
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Mindful Living Blog' })).toBeVisible();
  await expect(page.getByText(found(blogs.length))).toBeVisible();

  // Other journeys may have published posts without tags: search by a seeded post's tag.
  const tag = blogs.find((post) => post.tags.length > 0)!.tags[0]!;
  await page.getByPlaceholder('Search articles...').fill(tag.toUpperCase());
  const hits = blogs.filter((post) => matches(post, tag));
  await expect(page.getByText(found(hits.length))).toBeVisible();
  await expect(cardTitles(page)).toHaveText(hits.map((post) => post.title));
  await expect(page).toHaveURL(/\?q=/);

  await page.getByPlaceholder('Search articles...').fill('');
  const category = blogs.at(-1)!.category;
  const inCategory = blogs.filter((post) => post.category === category);
  await page
    .getByRole('group', { name: 'Article categories' })
    .getByRole('button', { name: category })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  await expect(page.getByText(found(inCategory.length))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`category=${category}`));

  await page.getByPlaceholder('Search articles...').fill('zzzz nothing matches');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'All Articles' })).toBeVisible();
  await expect(page.getByText(found(blogs.length))).toBeVisible();

  // The oldest post of the category: a seeded one, long enough to scroll.
  const post = inCategory.at(-1)!;
  await page.getByRole('link', { name: `Read More: ${post.title}` }).click();
  await expect(page).toHaveURL(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(`${post.title} | Mindful Marks`);

  const progress = page.getByRole('progressbar', { name: 'Reading progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight / 3, behavior: 'instant' }),
  );
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await expect(progress).toHaveAttribute('aria-valuenow', '100');

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('an unknown post says Article Not Found', async ({ page, consoleErrors }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
  acceptNotFoundErrors(consoleErrors);
});

test('static pages render their headings, and footer anchors scroll to About sections', async ({
  page,
}) => {
  const pages: Array<[string, string, string[]]> = [
    ['/about', 'Our Story', ['Our Mission', 'Sustainability']],
    [
      '/terms',
      'Terms & Conditions',
      ['1. About These Terms', '4. Prices and Payment', '10. Governing Law and Disputes'],
    ],
    [
      '/privacy',
      'Privacy Policy',
      ['1. Information We Collect', '3. Cookies and Local Storage', '9. Contact Us'],
    ],
    ['/shipping', 'Shipping Policy', ['Shipping Within India', 'Shipping to North America']],
    ['/returns', 'Returns Policy', ['Return Window', 'Non-Returnable Items']],
  ];
  for (const [path, title, sections] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const name of sections)
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('Last updated June 1, 2023')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Sustainability' }).click();
  await expect(page).toHaveURL('/about#sustainability');
  await expect(page.locator('#sustainability')).toBeInViewport();
  await page.goto('/about#story');
  await expect(page.locator('#story')).toBeInViewport();
  await page.getByRole('link', { name: 'Contact Us to Learn More' }).click();
  await expect(page).toHaveURL('/contact');
});

test('the served HTML of a product page carries its JSON-LD and Open Graph tags', async ({
  request,
}) => {
  const { products } = (await (await request.get('/api/products/get-products')).json()) as {
    products: Array<{ _id: string; title: string }>;
  };
  const product = products[0]!;
  const html = await (await request.get(`/products/${product._id}`)).text();

  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  expect(json, 'JSON-LD script').toBeDefined();
  const data = JSON.parse(json!) as {
    '@type': string;
    name: string;
    hasVariant: {
      '@type': string;
      sku: string;
      offers: { price: string; priceCurrency: string };
    }[];
  };
  // A product sold in several variants is a ProductGroup with a Product and Offer per variant.
  expect(data['@type']).toBe('ProductGroup');
  expect(data.name).toBe(product.title);
  expect(data.hasVariant.length).toBeGreaterThan(1);
  for (const variant of data.hasVariant) {
    expect(variant['@type']).toBe('Product');
    expect(variant.sku).toMatch(/^[A-Z0-9-]+$/);
    expect(Number(variant.offers.price)).toBeGreaterThan(0);
    // The shop's rupee price, GST included (record 036).
    expect(variant.offers.priceCurrency).toBe('INR');
  }

  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  expect(html).toContain(
    `<meta property="og:title" content="${escape(product.title)} | Mindful Marks" />`,
  );
  expect(html).toContain('<meta property="og:type" content="product" />');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/image\/products\/[^"]+" \/>/);
});

test('content pages pass axe (WCAG 2 A and AA)', async ({ page, request }) => {
  const { AxeBuilder } = await import('@axe-core/playwright');
  const { blogs } = (await (await request.get('/api/blogs/get-blogs')).json()) as { blogs: Post[] };
  for (const path of [
    '/blog',
    `/blog/${blogs[0]!.slug}`,
    '/contact',
    '/about',
    '/terms',
    '/shipping',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations.map(
        (v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
});
