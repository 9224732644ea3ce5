import { formatIndiaLongDate } from '../../../lib/india-date';

/** Long dates such as 'March 10, 2025', in the shop's time zone so every reader sees the same day. */
export const formatLongDate = (iso: string) => formatIndiaLongDate(new Date(iso));
