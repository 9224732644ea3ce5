/** E-mail columns compare case-insensitively: the shop keeps addresses as people typed them. */
import { sql, type AnyColumn } from 'drizzle-orm';

export const sameEmail = (column: AnyColumn, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;
