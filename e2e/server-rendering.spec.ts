/**
 * Issue 15: the public pages arrive as HTML (what search engines and link previews read), then
 * hydrate without a mismatch (the fixture fails on any console error, React's hydration errors
 * included) and without fetching the page's data again.
 */
import type { Page } from '@playwright/test';
import { parseBlogMarkup } from '../packages/shared/src/blog-markup';
import type { Product } from '../packages/shared/src/product';
import { acceptNotFoundErrors, expect, test } from './fixtures';

type Post = { slug: string; title: string; content: string };

const products = async (request: import('@playwright/test').APIRequestContext) =>
  ((await (await request.get('/api/products/get-products')).json()) as { products: Product[] })
    .products;

/** The visible text of HTML, entities decoded, whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The opening words of a post's first paragraph, as a reader sees them (markup removed). */
const openingWords = (markup: string) => {
  const paragraph = parseBlogMarkup(markup).find((block) => block.type === 'paragraph');
  const words = paragraph?.type === 'paragraph' ? paragraph.spans.map((s) => s.text).join('') : '';
  return words.replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');
};

test('a product page, a post and the 404s are whole HTML without JavaScript', async ({
  request,
}) => {
  const product = (await products(request)).find((p) => p.image.length > 0)!;
  const page = await request.get(`/products/${product._id}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  expect(h1).toBe(product.title);
  expect(text(html)).toMatch(/₹[\d,]+/);
  expect(text(html)).toContain(product.description.slice(0, 60));
  expect(html).toContain(`src="/image/products/w800/${product.image[0]}"`);

  const { blogs } = (await (await request.get('/api/blogs/get-blogs')).json()) as { blogs: Post[] };
  const { blog } = (await (await request.get(`/api/blogs/get-blogs/${blogs[0]!.slug}`)).json()) as {
    blog: Post;
  };
  const post = await request.get(`/blog/${blog.slug}`);
  expect(post.status()).toBe(200);
  expect(text(await post.text())).toContain(openingWords(blog.content));

  const missing = await request.get('/products/no-such-product');
  expect(missing.status()).toBe(404);
  expect(text(await missing.text())).toContain('Product Not Found');
  const missingPost = await request.get('/blog/no-such-post');
  expect(missingPost.status()).toBe(404);
  expect(text(await missingPost.text())).toContain('Article Not Found');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its products and collections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find your ritual' })).toBeVisible();
    await expect(page.getByRole('link', { name: /shop journals/i })).toBeVisible();
    await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
  });
});

/** Requests the page makes for data it should have been handed. */
function watchDataRequests(page: Page, pattern: RegExp) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (pattern.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

test('every public page hydrates without errors, and the product page without refetching', async ({
  page,
  request,
  consoleErrors,
}) => {
  const [product] = await products(request);
  const { blogs } = (await (await request.get('/api/blogs/get-blogs')).json()) as { blogs: Post[] };
  const refetches = watchDataRequests(page, /^\/api\/(products\/get-products|blogs\/get-blogs)\//);
  const pages = [
    '/',
    '/products',
    '/products?category=journals',
    `/products/${product!._id}`,
    '/search?q=planner',
    '/blog',
    `/blog/${blogs[0]!.slug}`,
    '/about',
    '/contact',
    '/terms',
    '/privacy',
    '/shipping',
    '/returns',
  ];
  for (const url of pages) {
    await page.goto(url);
    // Hydrated: React has attached, so the header's menu button answers.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((k) =>
        k.startsWith('__react'),
      ),
    );
    expect(consoleErrors, url).toEqual([]);
  }
  expect(refetches).toEqual([]);

  // The page works after hydration: Add to Cart fills the cart badge.
  await page.goto(`/products/${product!._id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();

  await page.goto('/products/no-such-product');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  acceptNotFoundErrors(consoleErrors);
});

test('the display currency chosen in the header is the one the server renders', async ({
  page,
  request,
}) => {
  const [product] = await products(request);
  await page.goto(`/products/${product!._id}`);
  await page.getByRole('button', { name: /^Currency:/ }).click();
  await page.getByRole('menuitemradio', { name: /USD/ }).click();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'currency')?.value).toBe('USD');
  const html = await (
    await page.request.get(`/products/${product!._id}`, { headers: { cookie: 'currency=USD' } })
  ).text();
  expect(text(html)).toMatch(/\$[\d,]+\.\d{2}/);
  await page.reload();
  await expect(page.getByText(/\$[\d,]+\.\d{2}/).first()).toBeVisible();
});
