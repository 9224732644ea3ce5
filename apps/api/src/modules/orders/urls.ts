/**
 * The shopper's page for one order. A mail carries the order's mail token (issue 27), so a guest,
 * who has no session, opens it too; a signed-in owner of the order needs none.
 */
export const orderPageUrl = (publicUrl: string, orderNumber: string, token?: string) =>
  `${publicUrl}/orders/${encodeURIComponent(orderNumber)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** An order's page as a mail links it: with the mail token, so a guest opens it too. */
export type OrderLink = (order: { id: string; orderNumber: string }) => string;

export const orderMailLinks =
  (publicUrl: string, access: { mailToken: (orderId: string) => string }): OrderLink =>
  (order) =>
    orderPageUrl(publicUrl, order.orderNumber, access.mailToken(order.id));
