/**
 * Database failures as the error handler needs them: the few a client can cause, mapped to a 4xx,
 * and a loggable summary of any other that never carries the query's parameters or row data
 * (drizzle's "Failed query ... params: ..." message can hold a password hash; pg's `detail` holds
 * the conflicting row; pg's own message can quote the bad value).
 */
import { BROKEN_TEXT_MESSAGE } from './clean-text';

type PgError = Error & {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
};

/** SQLSTATEs a client's input can provoke when validation let it through. */
const CLIENT_CAUSED: Record<string, { status: number; message: string }> = {
  '22P02': { status: 400, message: 'A value in the request is not valid' },
  '22003': { status: 400, message: 'A number in the request is out of range' },
  '22001': { status: 400, message: 'A value in the request is too long' },
  '22007': { status: 400, message: 'A date in the request is not valid' },
  '22008': { status: 400, message: 'A date in the request is out of range' },
  '22021': { status: 400, message: BROKEN_TEXT_MESSAGE },
  '22P05': { status: 400, message: BROKEN_TEXT_MESSAGE },
  '23505': { status: 409, message: 'This conflicts with an existing record' },
  '54000': { status: 400, message: 'The request is too large to process' },
};

// Classes start with a digit except F0, HV, P0, XX (so Node's EPIPE is not mistaken for one).
const SQLSTATE = /^([0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/** The error and its causes, outermost first. */
function chainOf(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let e = error; e instanceof Error && chain.length < 10; e = e.cause) chain.push(e);
  return chain;
}

const isPgError = (e: Error): e is PgError =>
  typeof (e as { code?: unknown }).code === 'string' && SQLSTATE.test((e as PgError).code);

const isQueryError = (e: Error) =>
  e.constructor.name === 'DrizzleQueryError' || e.message.startsWith('Failed query:');

/** The 4xx a client-caused database error deserves, or undefined for a real failure. */
export function clientCausedStatus(
  error: unknown,
): { status: number; message: string } | undefined {
  const db = chainOf(error).find(isPgError);
  return db && CLIENT_CAUSED[db.code];
}

/** The stack's frames without its first lines, which repeat the (possibly sensitive) message. */
function framesOnly(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * What to log for a failed request. An error that involves the database logs its classes, the
 * SQLSTATE, constraint, table, column and routine, and stack frames: never a message. Any other
 * error logs as usual.
 */
export function loggableError(error: unknown): unknown {
  const chain = chainOf(error);
  if (!chain.some((e) => isPgError(e) || isQueryError(e))) return error;
  const db = chain.find(isPgError);
  return {
    type: chain.map((e) => e.constructor.name).join(' <- '),
    ...(db && {
      code: db.code,
      constraint: db.constraint,
      table: db.table,
      column: db.column,
      routine: db.routine,
    }),
    stack: framesOnly(chain[0]?.stack),
  };
}
