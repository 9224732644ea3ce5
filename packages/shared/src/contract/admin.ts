/** Responses of the back office (/api/admin/*): the dashboard and the catalogue. */
import { z } from 'zod';
import { PRODUCT_STATUSES } from '../admin';
import { CATEGORIES } from '../constants';
import { CURRENCY_CODES } from '../currency';
import type { Wire } from './common';
import { orderStatusSchema } from './orders';

const success = z.literal(true);

export const dashboardResponse = z.object({
  success,
  /** The shop currency (SHOP_CURRENCY): every amount below is in it, each order at its own rate. */
  currency: z.enum(CURRENCY_CODES),
  series: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: z.number() })),
  /** The window's first and last day (the shop's days, in its time zone; inclusive). */
  range: z.object({ from: z.string(), to: z.string() }),
  /** Revenue of the orders paid in the window, refunds processed in it, and the net. */
  totals: z.object({
    orders: z.number().int(),
    revenue: z.number(),
    refunds: z.number(),
    net: z.number(),
    /** What discounts took off the orders paid in the window (issue 28): not subtracted again. */
    discounts: z.number(),
  }),
  perStatus: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  bestSellers: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      units: z.number().int(),
      revenueMinor: z.number().int(),
      revenue: z.number(),
    }),
  ),
  lowStock: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      stock: z.number().int(),
      /** The variant low on stock ("Sage / Dotted"), or '' for a product of one variant. */
      variant: z.string().optional(),
      variantId: z.string().optional(),
    }),
  ),
  unreadMessages: z.number().int(),
});
export type Dashboard = Wire<typeof dashboardResponse>;

// Catalogue
const category = z.enum(CATEGORIES);

export const adminProductRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category,
  price: z.number(),
  salePrice: z.number().nullable(),
  stock: z.number().int(),
  featured: z.boolean(),
  active: z.boolean(),
  /** Live in the shop, a draft never published, or archived after being live. */
  status: z.enum(PRODUCT_STATUSES),
  rating: z.number(),
  reviews: z.number().int(),
  /** The first picture's file name, or null. */
  image: z.string().nullable(),
  /** Its active variants at or below the low-stock mark, in the stock filters ("Sage / Dotted"). */
  lowVariants: z
    .array(z.object({ id: z.string(), label: z.string(), stock: z.number().int() }))
    .optional(),
});
export type AdminProductRow = Wire<typeof adminProductRowSchema>;

export const adminProductListResponse = z.object({
  success,
  total: z.number().int(),
  products: z.array(adminProductRowSchema),
});

const productImage = z.object({
  id: z.string(),
  file: z.string(),
  alt: z.string(),
  position: z.number().int(),
});
export type AdminProductImage = Wire<typeof productImage>;

export const adminProductSchemaOut = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category,
  price: z.number(),
  salePrice: z.number().nullable(),
  countInStock: z.number().int(),
  featured: z.boolean(),
  active: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  /** The rate of its HSN code (gst_rates), included in the price. */
  taxPercent: z.number(),
  /** Always 0 (record 036): kept on the API for the spec's field. */
  discountPercent: z.number(),
  hsnCode: z.string(),
  shippingCost: z.number(),
  features: z.array(z.string()),
  colors: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  images: z.array(productImage),
  adjustments: z.array(
    z.object({
      delta: z.number().int(),
      stockAfter: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminProduct = Wire<typeof adminProductSchemaOut>;

export const adminProductResponse = z.object({ success, product: adminProductSchemaOut });
export const createdResponse = z.object({ success, id: z.string() });
export const stockResponse = z.object({ success, countInStock: z.number().int() });
export const imagesAddedResponse = z.object({ success, files: z.array(z.string()) });

/** The owner's audit log (issue 17): actions, filterable by action, owner and dates. */
export const AUDIT_ACTIONS = {
  'product.create': 'Product created',
  'product.update': 'Product changed (price, text, stock level)',
  'product.archive': 'Product archived or restored',
  'product.stock': 'Stock adjusted',
  'product.images': 'Product pictures changed',
  'order.status': 'Order status changed',
  'order.refund': 'Refund issued',
  'order.cancel-and-refund': 'Order cancelled and refunded',
  'return.decision': 'Return approved, declined or received',
  'review.hidden': 'Review hidden or shown',
  'post.change': 'Blog post changed',
  'message.read': 'Message marked read',
  'shipping.rates': 'Shipping rates changed',
  'product.prices': 'Prices in other currencies changed',
  'gst.rate': 'GST rate changed',
  'currency.rounding': 'Currency rounding changed',
  export: 'Data exported',
  'product.variants': 'Options and variants changed',
  'order.cod': 'Cash on delivery marked collected or returned to origin',
  'cod.settings': 'Cash-on-delivery settings or PIN codes changed',
  'discount.change': 'Discount created, changed or given bulk codes',
  'gift-card.change': 'Gift card issued or disabled',
  'store-credit.grant': 'Store credit granted',
  'customer.notes': 'Customer notes or tags changed',
  'segment.change': 'Customer segment created',
  'newsletter.send': 'Newsletter letter sent',
  'recovery.settings': 'Abandoned-checkout reminder settings changed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditQuerySchema = z.object({
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});

export const auditResponse = z.object({
  success: z.literal(true),
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      action: z.string(),
      route: z.string(),
      target: z.string(),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditResponse = Wire<typeof auditResponse>;
