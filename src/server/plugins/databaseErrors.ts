/**
 * What a PostgreSQL error (from pg, PGlite or wrapped by Drizzle's DrizzleQueryError) means for the client, and
 * what of it may be logged: its SQLSTATE and constraint, never the statement or its parameters (user text).
 */
export interface DatabaseFault {
  /** SQLSTATE, e.g. 22003 (numeric value out of range). */
  code: string;
  constraint?: string;
  /** PostgreSQL's own message (without the query or parameters). */
  message: string;
}

/** The PostgreSQL error inside `error` (itself or its cause chain), or undefined when it is not one. */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: current.message.slice(0, 200), ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
  }
  return undefined;
}

/**
 * The client status and detail for a fault the request's input caused (SQLSTATE classes 22 data exception and
 * 23 integrity violation), or for a conflict worth retrying (40: serialization failure, deadlock); undefined for
 * a real server fault.
 */
export function clientAnswerFor(fault: DatabaseFault): { status: number; detail: string; retryAfter?: number } | undefined {
  if (fault.code.startsWith('22')) return { status: 400, detail: 'a value in the request is out of range or not valid text' };
  if (fault.code === '23505' || fault.code === '23P01') return { status: 409, detail: 'this conflicts with something that already exists' };
  if (fault.code === '23503') return { status: 409, detail: 'this refers to something that does not exist (any more)' };
  if (fault.code.startsWith('23')) return { status: 400, detail: 'a value in the request is not allowed here' };
  if (fault.code === '40001' || fault.code === '40P01') {
    return { status: 503, detail: 'the database was busy with a conflicting change; please try again', retryAfter: 1 };
  }
  return undefined;
}
