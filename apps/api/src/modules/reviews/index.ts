/** The reviews module's public face. */
export { reviewsRoutes } from './routes';
export { createReviewsService, refreshProductRating } from './service';
