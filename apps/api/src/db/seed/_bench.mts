import sharp from 'sharp';
import { SEED_PRODUCTS } from './product-data';
import { renderProductView, VIEW_ORDER } from './svg-views';
sharp.concurrency(1);
for (const v of VIEW_ORDER) {
  const t = Date.now();
  for (const p of SEED_PRODUCTS)
    await sharp(Buffer.from(renderProductView(p, v)))
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
  console.log(v, ((Date.now() - t) / SEED_PRODUCTS.length).toFixed(0), 'ms');
}
