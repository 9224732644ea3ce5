export * from './constants';
export * from './currency';
export * from './product';
export * from './product-sort';
export * from './password-strength';
export * from './auth';
export * from './cart-totals';
export * from './newsletter';
