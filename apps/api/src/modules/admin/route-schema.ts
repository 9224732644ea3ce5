/** What every back-office route declares and answers alike: its OpenAPI tag and the plain "done". */
import { okResponse } from '@shop/shared';

export const tags = ['admin'];
export const ok = { success: true as const };
export const done = { 200: okResponse };
