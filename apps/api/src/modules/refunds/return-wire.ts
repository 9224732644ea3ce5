/** A return as it leaves the server: the schema that whitelists it and the shaping into it. */
import { orderReturnListResponse, orderReturnResponse } from '@shop/shared';
import type { ReturnRow } from './find-return';

/** The schemas are the contract's (packages/shared), which the web reads as types. */
export { orderReturnResponse as returnResponse, orderReturnListResponse as returnListResponse };

export const wireReturn = (r: ReturnRow) => ({
  id: r.id,
  reason: r.reason,
  note: r.note,
  lines: r.lines,
  photos: r.photos,
  status: r.status,
  ownerMessage: r.ownerMessage,
  refundId: r.refundId,
  refundMethod: r.refundMethod,
  createdAt: r.createdAt,
});
