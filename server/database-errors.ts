/**
 * What a failed query or commit looks like under Prisma 6 with its driver adapters, read by codes,
 * never by message text (docs/decisions/244). Three shapes reach the backend:
 *
 * - Prisma's `PrismaClientKnownRequestError`: `code` P2034 (write conflict or deadlock), P1008
 *   (timed out), P2028 (transaction API: expired, or could not start in time)...; when a driver
 *   error is the reason, `meta.driverAdapterError.cause` is the adapter's `{ kind, originalCode }`;
 * - the adapter's own `DriverAdapterError` (name "DriverAdapterError"), its `{ kind, originalCode }`
 *   in `cause`: a failure at COMMIT, or a driver code Prisma has no P code for (PostgreSQL's 40P01
 *   deadlock arrives as kind "postgres");
 * - better-sqlite3's `SqliteError` as thrown, its extended code in `code`, for a code the SQLite
 *   adapter does not map (SQLITE_BUSY_SNAPSHOT).
 */
type DriverCause = { kind?: string; originalCode?: string };
type DatabaseErrorShape = {
  name?: unknown;
  code?: unknown;
  cause?: DriverCause;
  meta?: { driverAdapterError?: { cause?: DriverCause } };
};

/** Prisma's P code, if the error has one. */
export function prismaCode(error: unknown): string | undefined {
  const { code } = (error ?? {}) as DatabaseErrorShape;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : undefined;
}

/** The driver's kind and code behind the error, from whichever of the three shapes it is. */
export function driverCause(error: unknown): DriverCause | undefined {
  const shape = (error ?? {}) as DatabaseErrorShape;
  if (shape.name === "DriverAdapterError" && typeof shape.cause === "object") return shape.cause;
  const fromPrisma = shape.meta?.driverAdapterError?.cause;
  if (fromPrisma) return fromPrisma;
  if (shape.name === "SqliteError" && typeof shape.code === "string") return { originalCode: shape.code };
  return undefined;
}

/** The driver codes that mean "another transaction won: run again" (PostgreSQL and SQLite). */
const LOST_A_RACE = new Set(["40001", "40P01", "SQLITE_BUSY_SNAPSHOT"]);

/**
 * A serialization failure, a deadlock, or SQLite's stale snapshot: the transaction lost a race and
 * may run again. P2028 (the transaction expired, or could not start within maxWait) is not: running
 * again would wait as long again while the server is already short of connections.
 */
export function lostARace(error: unknown): boolean {
  if (prismaCode(error) === "P2034") return true;
  const cause = driverCause(error);
  return cause?.kind === "TransactionWriteConflict" || LOST_A_RACE.has(cause?.originalCode ?? "");
}

/** SQLite's busy timeout waited out: Prisma reports SQLITE_BUSY as P1008 "Operation has timed out". */
export function sqliteBusyTimeout(error: unknown): boolean {
  return driverCause(error)?.originalCode === "SQLITE_BUSY";
}

/** An error the database or its driver raised (any of the shapes above, or another Prisma error). */
export function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return prismaCode(error) !== undefined || driverCause(error) !== undefined || error.name.startsWith("PrismaClient");
}
