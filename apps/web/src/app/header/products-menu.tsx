import { DeferredMenu, deferredMenu } from './deferred-menu';
import { ProductsTriggerFace, useProductsTriggerClasses } from './products-trigger';

const menu = deferredMenu(() => import('./products-dropdown'));

/** Desktop "Products" entry: a dropdown with all products and the header categories. */
export function ProductsMenu() {
  const classes = useProductsTriggerClasses();
  return (
    <DeferredMenu
      menu={menu}
      renderStandIn={(props) => (
        <button type="button" aria-haspopup="menu" className={classes} {...props}>
          <ProductsTriggerFace />
        </button>
      )}
    />
  );
}
