/**
 * Database schema. Money is integer minor units of the shop currency (paise: SHOP_CURRENCY, INR)
 * unless a column says otherwise; `*_cents` columns keep their names from the USD days (record 036).
 */
export * from './users';
export * from './catalog';
export * from './orders';
export * from './payments';
export * from './content';
export * from './mail';
export * from './shipping';
export * from './invoices';
export * from './variants';
export * from './cod';
export * from './notifications';
export * from './discounts';
export * from './balances';
export * from './gift-card-settings';
export * from './customers';
export * from './analytics';
export * from './recovery';
