/** The system module's public face: readiness (for draining) and health routes. */
export { createReadiness, type Readiness } from './readiness';
export { systemRoutes } from './routes';
