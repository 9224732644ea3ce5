/** Between a stored product and the form's values (the shape adminProductSchema reads). */
import { HSN_CODES, type AdminProductInput } from '@shop/shared';
import type { FieldErrors } from 'react-hook-form';
import type { AdminProduct } from '../api/products';

export type ProductFormValues = AdminProductInput;

export function toFormValues(product?: AdminProduct): Partial<ProductFormValues> {
  if (!product)
    return {
      title: '',
      description: '',
      price: '',
      salePrice: null,
      countInStock: 0,
      featured: false,
      hsnCode: HSN_CODES.notebook,
      shippingCost: 0,
      features: [],
      colors: [],
      specifications: {},
    };
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    price: product.price,
    salePrice: product.salePrice,
    countInStock: product.countInStock,
    featured: product.featured,
    hsnCode: product.hsnCode,
    shippingCost: product.shippingCost,
    features: product.features,
    colors: product.colors,
    specifications: product.specifications,
  };
}

/** An empty number box means "no sale price", not a sale price of 0. */
export const emptyAsNull = (value: unknown) => (value === '' || value == null ? null : value);

/** The first message under a field, whether it is on the field itself or on one of its items. */
export function firstMessage(
  errors: FieldErrors<ProductFormValues>,
  name: keyof ProductFormValues,
) {
  const error = errors[name] as unknown;
  const visit = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    for (const child of Object.values(node)) {
      const found =
        child && typeof child === 'object' && !('nodeType' in child) ? visit(child) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return visit(error);
}
