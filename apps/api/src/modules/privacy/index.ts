/** A customer's data rights: export and account deletion (issue 17). */
export { privacyRoutes } from './routes';
export { createPrivacyService, type PrivacyService } from './service';
