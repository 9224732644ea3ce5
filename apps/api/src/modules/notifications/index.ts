/** The notifications module's public face: the outbox and its channel adapters. */
export { createNotifications, type Notifications, type NotificationMessage } from './service';
export {
  createMailAdapter,
  createSandboxAdapter,
  type NotificationAdapter,
  type Notification,
} from './adapters';
