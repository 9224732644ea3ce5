/**
 * Issuing tax invoice and credit note numbers, inside the transaction that earns them (the
 * payment's, the refund's, the seed's paid orders'): the counter row of the series and financial
 * year is upserted and locked, so numbers are consecutive and unique across instances, and a
 * rolled-back payment gives its number back (no gaps). Below the modules, so the seed issues them
 * the same way the payments module does.
 */
import { financialYear, invoiceNumber, type InvoiceKind } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { invoiceCounters, invoices } from './schema';

async function nextNumber(tx: Tx, kind: InvoiceKind, fy: string): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.financialYear],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return invoiceNumber(kind, fy, row!.last);
}

/** The order's tax invoice, issued once (a second call returns the first). */
export async function issueInvoice(tx: Tx, orderId: string, issuedAt: Date) {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (existing) return existing;
  const fy = financialYear(issuedAt);
  const number = await nextNumber(tx, 'invoice', fy);
  const [created] = await tx
    .insert(invoices)
    .values({ kind: 'invoice', number, financialYear: fy, orderId, issuedAt })
    .returning();
  return created!;
}

/** A credit note for a processed refund, issued once per refund. */
export async function issueCreditNote(tx: Tx, orderId: string, refundId: string, issuedAt: Date) {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.refundId, refundId));
  if (existing) return existing;
  const fy = financialYear(issuedAt);
  const number = await nextNumber(tx, 'credit_note', fy);
  const [created] = await tx
    .insert(invoices)
    .values({ kind: 'credit_note', number, financialYear: fy, orderId, refundId, issuedAt })
    .returning();
  return created!;
}
