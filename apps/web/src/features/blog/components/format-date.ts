/** Long dates such as 'March 10, 2025', in the shop's time zone so every reader sees the same day. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

export const formatLongDate = (iso: string) => longDate.format(new Date(iso));
