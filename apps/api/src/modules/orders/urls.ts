/** The shopper's page for one order (the confirmation page, visible to its owner only). */
export const orderPageUrl = (publicUrl: string, orderNumber: string) =>
  `${publicUrl}/orders/${encodeURIComponent(orderNumber)}`;
