/** The contact module's public face. */
export { contactRoutes } from './routes';
export { createContactService } from './service';
