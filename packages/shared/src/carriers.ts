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

/** What a courier's tracking update says, in the shop's words (record 058). */
export const SHIPMENT_STATUSES = [
  'in_transit',
  'out_for_delivery',
  'delivered',
  'failed_delivery',
  'returned_to_origin',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS = {
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered by the courier',
  failed_delivery: 'Delivery failed',
  returned_to_origin: 'Returning to the studio',
} as const satisfies Record<ShipmentStatus, string>;

/** The order timeline's status for a courier update that did not move the order: 'shipment_<status>'. */
export const shipmentEventStatus = (status: ShipmentStatus) => `shipment_${status}`;

export function shipmentStatusOfEvent(eventStatus: string): ShipmentStatus | undefined {
  const status = eventStatus.startsWith('shipment_') ? eventStatus.slice('shipment_'.length) : '';
  return (SHIPMENT_STATUSES as readonly string[]).includes(status)
    ? (status as ShipmentStatus)
    : undefined;
}

/** What the owner should do next, written on the timeline beside the courier's own words. */
export const SHIPMENT_ADVICE: Partial<Record<ShipmentStatus, string>> = {
  failed_delivery:
    'Call the customer to confirm the address and a phone number that answers, then ask the courier to try again; unanswered, the parcel comes back to the studio.',
  returned_to_origin:
    'The parcel is coming back to the studio. When it arrives, check it and refund or reship the order.',
};
