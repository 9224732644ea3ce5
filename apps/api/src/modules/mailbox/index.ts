/** The development mailbox's public face. */
export { mailboxRoutes } from './routes';
