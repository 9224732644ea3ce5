/** The catalogue module's public face. */
export { catalogRoutes, createProductListCache } from './routes';
export { createCatalogService, type CatalogService } from './service';
