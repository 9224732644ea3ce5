/**
 * The carriers the shop hands parcels to, and where a shopper tracks one. The owner records only
 * a tracking number, so the carrier is recognised by the number's format; an unknown format gets
 * no link (the mail still prints the number).
 */

export type Carrier = {
  name: string;
  /** The whole tracking number, upper-cased and without spaces. */
  pattern: RegExp;
  /** `{number}` is replaced by the URL-encoded tracking number. */
  urlTemplate: string;
};

export const CARRIERS: readonly Carrier[] = [
  {
    // Speed Post / registered post: two letters, nine digits, 'IN' (the UPU S10 format).
    name: 'India Post',
    pattern: /^[A-Z]{2}\d{9}IN$/,
    urlTemplate:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={number}',
  },
  {
    name: 'Delhivery',
    pattern: /^\d{13,14}$/,
    urlTemplate: 'https://www.delhivery.com/track/package/{number}',
  },
  {
    name: 'Blue Dart',
    pattern: /^\d{11}$/,
    urlTemplate: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}',
  },
  {
    name: 'DHL',
    pattern: /^\d{10}$/,
    urlTemplate: 'https://www.dhl.com/in-en/home/tracking.html?tracking-id={number}',
  },
];

/** The carrier and its tracking page for a tracking number, or null when the format is unknown. */
export function trackingLink(trackingNumber: string): { carrier: string; url: string } | null {
  const number = trackingNumber.replace(/\s+/g, '').toUpperCase();
  const carrier = CARRIERS.find((c) => c.pattern.test(number));
  if (!carrier) return null;
  return {
    carrier: carrier.name,
    url: carrier.urlTemplate.replace('{number}', encodeURIComponent(number)),
  };
}
