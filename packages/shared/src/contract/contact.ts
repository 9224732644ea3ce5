/** Response of the contact form (201: stored, and the sender's acknowledgement is queued). */
import { messageResponse } from './common';

export const contactResponse = messageResponse;
