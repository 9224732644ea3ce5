/** The seed catalogue, one file per category so each stays readable. */
import type { SeedProduct } from './product-types';
import { ACCESSORIES } from './products-accessories';
import { JOURNALS } from './products-journals';
import { PLANNERS } from './products-planners';
import { POSTERS } from './products-posters';
import { TRACKERS } from './products-trackers';

export type { SeedProduct } from './product-types';

export const SEED_PRODUCTS: SeedProduct[] = [
  ...TRACKERS,
  ...PLANNERS,
  ...POSTERS,
  ...JOURNALS,
  ...ACCESSORIES,
];
