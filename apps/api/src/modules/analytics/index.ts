/** The conversion funnel module's public face (issue 30, records 063 and 064). */
export { analyticsRoutes } from './routes';
export { createAnalytics, type Analytics } from './service';
