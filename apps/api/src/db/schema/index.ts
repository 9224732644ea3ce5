/** Database schema. Money is integer cents (USD) unless a column says otherwise. */
export * from './users';
export * from './catalog';
export * from './orders';
export * from './payments';
export * from './content';
export * from './mail';
export * from './shipping';
export * from './invoices';
