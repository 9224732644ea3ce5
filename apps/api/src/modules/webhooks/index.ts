/** The webhooks module's public face: the gateway's webhook route and its dispatcher. */
export { webhooksRoutes } from './routes';
export { createWebhooksService, type WebhooksService } from './service';
