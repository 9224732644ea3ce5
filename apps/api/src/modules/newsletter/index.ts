/** The newsletter module's public face. */
export { newsletterRoutes } from './routes';
export { createNewsletterService } from './service';
export { createNewsletterLetters } from './letters';
export { newsletterAdminRoutes } from './admin-routes';
