/** The development mailbox's public face. */
export { mailboxRoutes } from './routes';
export { createMailboxService } from './service';
