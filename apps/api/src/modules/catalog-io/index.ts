/** The catalogue import and export (CSV, record 039): its routes and the import service. */
export { catalogIoRoutes } from './routes';
export { createCatalogImport } from './import-service';
