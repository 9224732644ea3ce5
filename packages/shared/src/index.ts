export * from './constants';
export * from './currency';
export * from './product';
export * from './product-sort';
