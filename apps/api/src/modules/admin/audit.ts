/**
 * The audit log of the back office (issue 17): every change an owner makes through /api/admin
 * (and every export) is recorded with who, when, what and on which record, before the answer
 * leaves. The owner reads it, filtered by action and dates.
 */
import type { AuditAction } from '@shop/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { adminAudit, users } from '../../db/schema';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PAGE_SIZE = 50;
/** Fields never written to the log, and texts cut to this length. */
const SECRET_FIELDS = /password|token|secret|code|credential/i;
const TEXT_MAX = 200;

/** The action a back-office route performs; undefined for reads that change nothing. */
export function auditActionOf(method: string, route: string): AuditAction | undefined {
  if (method === 'GET') return /\.csv$/.test(route) ? 'export' : undefined;
  if (!UNSAFE.has(method)) return undefined;
  if (route === '/api/admin/products') return 'product.create';
  if (route === '/api/admin/products/:id') return 'product.update';
  if (route.endsWith('/archive')) return 'product.archive';
  if (route.endsWith('/stock')) return 'product.stock';
  if (route.startsWith('/api/admin/products/:id/images')) return 'product.images';
  if (route === '/api/admin/products/:id/prices') return 'product.prices';
  if (route === '/api/admin/products/:id/variants') return 'product.variants';
  if (route.startsWith('/api/admin/gst-rates/')) return 'gst.rate';
  if (route === '/api/admin/currency-rounding') return 'currency.rounding';
  if (route.endsWith('/cod/collected') || route.endsWith('/cod/returned')) return 'order.cod';
  if (route.startsWith('/api/admin/cod/')) return 'cod.settings';
  if (route.startsWith('/api/admin/discounts')) return 'discount.change';
  if (route.startsWith('/api/admin/gift-cards')) return 'gift-card.change';
  if (route.endsWith('/store-credit')) return 'store-credit.grant';
  if (route === '/api/admin/customers/:id/notes') return 'customer.notes';
  if (route.startsWith('/api/admin/segments')) return 'segment.change';
  if (route.startsWith('/api/admin/abandoned-checkouts')) return 'recovery.settings';
  if (route === '/api/admin/newsletter/letters') return 'newsletter.send';
  if (route.endsWith('/status')) return 'order.status';
  if (route.endsWith('/cancel-and-refund')) return 'order.cancel-and-refund';
  if (route.endsWith('/refunds')) return 'order.refund';
  if (route.startsWith('/api/admin/returns/')) return 'return.decision';
  if (route.startsWith('/api/admin/reviews/')) return 'review.hidden';
  if (route.startsWith('/api/admin/posts')) return 'post.change';
  if (route.startsWith('/api/admin/messages/')) return 'message.read';
  if (route.startsWith('/api/admin/shipping')) return 'shipping.rates';
  return undefined;
}

/** The request's own fields, without secrets, long texts or files. */
function detailOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  const source =
    body &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    !(typeof request.isMultipart === 'function' && request.isMultipart())
      ? (body as Record<string, unknown>)
      : {};
  const query = (request.query ?? {}) as Record<string, unknown>;
  const detail: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...query, ...source })) {
    if (SECRET_FIELDS.test(key)) continue;
    if (typeof value === 'string')
      detail[key] = value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null)
      detail[key] = value;
    else if (Array.isArray(value)) detail[key] = `[${value.length} items]`;
    else if (typeof value === 'object') detail[key] = '{…}';
  }
  return detail;
}

/** Records each back-office change before its answer is sent (a refused one is not recorded). */
export function recordAdminActions(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/admin') || reply.statusCode >= 400) return payload;
    const action = auditActionOf(request.method, route);
    const actor = request.authUser;
    if (!action || !actor || actor.role !== 'admin') return payload;
    const params = (request.params ?? {}) as Record<string, string>;
    try {
      await db.insert(adminAudit).values({
        actorId: actor.id,
        action,
        route: `${request.method} ${route}`,
        target: Object.values(params).join('/'),
        detail: detailOf(request),
      });
    } catch (err) {
      request.log.error({ err }, 'recording an admin action failed');
    }
    return payload;
  });
}

export function createAuditLog(db: Db) {
  return {
    async list(query: { action?: AuditAction; from?: string; to?: string; page: number }) {
      const conditions: SQL[] = [];
      if (query.action) conditions.push(eq(adminAudit.action, query.action));
      if (query.from) conditions.push(gte(adminAudit.at, new Date(`${query.from}T00:00:00Z`)));
      if (query.to) {
        const end = new Date(`${query.to}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 1);
        conditions.push(lt(adminAudit.at, end));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const rows = await db
        .select({ entry: adminAudit, name: users.name, email: users.email })
        .from(adminAudit)
        .innerJoin(users, eq(users.id, adminAudit.actorId))
        .where(where)
        .orderBy(desc(adminAudit.at))
        .limit(PAGE_SIZE)
        .offset((query.page - 1) * PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(adminAudit).where(where);
      return {
        entries: rows.map(({ entry, name, email }) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          actor: { id: entry.actorId, name, email },
          action: entry.action,
          route: entry.route,
          target: entry.target,
          detail: entry.detail,
        })),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: PAGE_SIZE,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
