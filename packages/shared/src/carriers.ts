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

/**
 * The owner's carrier list (record 058): a carrier the order is shipped with, its tracking page
 * and the format of its tracking numbers. The recognition above stays for orders shipped
 * before a carrier was chosen.
 */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** True when `source` is a regular expression this browser and the server can compile. */
export function compilesAsPattern(source: string): boolean {
  try {
    new RegExp(`^(?:${source})$`);
    return true;
  } catch {
    return false;
  }
}

/** A tracking number as carriers print it: upper-cased, without spaces. */
export const normaliseTrackingNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Does a number fit the carrier's format (the whole number, not a part of it)? */
export function fitsTrackingFormat(pattern: string, trackingNumber: string): boolean {
  return compilesAsPattern(pattern) && new RegExp(`^(?:${pattern})$`).test(trackingNumber);
}

/** The carrier's page for one parcel. */
export const carrierTrackingUrl = (template: string, trackingNumber: string) =>
  template.replace(
    TRACKING_PLACEHOLDER,
    encodeURIComponent(normaliseTrackingNumber(trackingNumber)),
  );

/** Said under the tracking number when it does not fit the chosen carrier's format. */
export const trackingFormatMessage = (carrier: { name: string; trackingExample: string }) =>
  `That is not a ${carrier.name} tracking number: it looks like ${carrier.trackingExample}`;
