/**
 * The shopper's page for one order. A mail carries the order's mail token (issue 27), so a guest,
 * who has no session, opens it too; a signed-in owner of the order needs none.
 */
export const orderPageUrl = (publicUrl: string, orderNumber: string, token?: string) =>
  `${publicUrl}/orders/${encodeURIComponent(orderNumber)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
