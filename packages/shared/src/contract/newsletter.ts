/**
 * Response of the newsletter sign-up: 200 for a new subscriber and for one already subscribed.
 * The unsubscribe link answers an HTML page, hidden from the API document.
 */
import { messageResponse } from './common';

export const subscribeResponse = messageResponse;
