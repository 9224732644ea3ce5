/** The content module's public face: blog posts and static pages. */
export { createBlogService } from './blog-service';
export { contentRoutes } from './routes';
export { renderSitemap } from './sitemap';
