/** The storefront's browser router, over the routes of ./routes (built from the shared table). */
import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
