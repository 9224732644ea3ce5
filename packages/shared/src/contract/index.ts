/**
 * The HTTP contract: one response schema per answer, declared on the API's routes (which
 * serialize and document through them) and read by the web as types (`Wire<typeof schema>`).
 */
export * from './common';
export * from './catalog';
export * from './accounts';
export * from './orders';
export * from './payments';
export * from './reviews';
export * from './content';
export * from './newsletter';
export * from './contact';
export * from './currency';
export * from './admin';
export * from './admin-pricing';
export * from './admin-orders';
export * from './admin-content';
export * from './system';
export * from './shipping';
export * from './refunds';
export * from './returns';
export * from './routes';
export * from './privacy';
export * from './admin-variants';
export * from './catalog-io';
export * from './stock-alerts';
export * from './cod';
export * from './discounts';
export * from './checkout';
export * from './gift-cards-admin';
export * from './analytics';
