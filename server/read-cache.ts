/**
 * Rows read from SQLite, kept between requests for exactly as long as no write can have changed
 * them (docs/decisions/065-read-cache.md).
 *
 * Under load most of a page's server time went to Prisma turning each call into SQL (its query
 * compiler runs for every call) and back into objects, for rows that had not changed since the
 * previous page: the session, the borrower, the order and its instalments, the product. Here a
 * read outside a transaction is answered from memory when every table it read is unchanged since
 * it was read:
 *
 * - every write of this process passes through server/sqlite-connections.ts, which reports the
 *   tables it wrote ({@link TableVersions.wrote}), before the statement and again once it is
 *   committed or rolled back; a statement whose tables cannot be told apart (a DELETE, which may
 *   cascade; a script; raw SQL of an unknown shape) counts as a write to every table;
 * - another process's commit (the QA command line, a test's own connection) is seen through
 *   SQLite's `PRAGMA data_version` on the writer connection, checked on every lookup: any change
 *   forgets everything;
 *   (while a transaction is open on the writer, its data_version stands still: the reader's is
 *   looked at instead, which then moves only for other processes);
 * - a read that was running when one of its tables was written is not kept.
 *
 * So an entry is, at the moment it is used, what the database holds. Money is still worked out on
 * every request, from these rows and today's date, by server/domain. PostgreSQL (several instances
 * share one database) never uses it.
 */

/** Bumped on every write, per table: an entry read at `stamp` is good while none of its tables moved since. */
export class TableVersions {
  private counter = 1;
  private everything = 0;
  private readonly tables = new Map<string, number>();
  /** Whether another process committed since the last call; unset until the database is open. */
  private foreignCommit: (() => boolean) | undefined;

  /** Connects the versions to the SQLite connections that report writes and foreign commits. */
  attach(hooks: { foreignCommit: () => boolean }): void {
    this.foreignCommit = hooks.foreignCommit;
  }

  /** A write to these tables (an empty list: any table). */
  bump(tables: readonly string[]): void {
    const at = ++this.counter;
    if (tables.length === 0) this.everything = at;
    else for (const table of tables) this.tables.set(table, at);
  }

  /** Records the tables a statement writes, from its SQL; see {@link writtenTables}. */
  wrote(sql: string): readonly string[] {
    const tables = writtenTables(sql);
    this.bump(tables);
    return tables;
  }

  /**
   * The stamp to read under now, or null before the database is open. Checks for another
   * process's commit first.
   */
  begin(): number | null {
    if (!this.foreignCommit) return null;
    if (this.foreignCommit()) this.bump([]);
    return this.counter;
  }

  /** Whether rows read from these tables at `stamp` are still what the database holds. */
  fresh(tables: readonly string[], stamp: number): boolean {
    if (this.everything > stamp) return false;
    for (const table of tables) if ((this.tables.get(table) ?? 0) > stamp) return false;
    return true;
  }
}

const WRITE = /\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|(?<!\bDO\s+)UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM|REPLACE\s+INTO)\s+(?:[`"]?main[`"]?\s*\.\s*)?[`"]?(\w+)[`"]?/gi;

/**
 * The tables a statement writes, or [] for "any table": DELETE (foreign keys cascade to other
 * tables), REPLACE (a delete too), statements that write no table we can name (PRAGMA, scripts).
 */
export function writtenTables(sql: string): readonly string[] {
  if (/\b(DELETE|REPLACE|DROP|ALTER|CREATE|PRAGMA|ATTACH|VACUUM)\b/i.test(sql)) return [];
  const tables = new Set<string>();
  for (const match of sql.matchAll(WRITE)) tables.add(match[1]);
  return [...tables];
}

type Field = { name: string; kind: string; type: string };
export type DataModel = { models: Record<string, { fields: Field[] }> };

/**
 * The tables a Prisma read touches: its model, and every relation named anywhere in its arguments
 * (include, select, relation filters in where, ordering by a relation, _count). Naming too many
 * only forgets the entry sooner.
 */
export function tablesOfRead(dataModel: DataModel, model: string, args: unknown): string[] {
  const tables = new Set<string>([model]);
  const relations = (name: string) => dataModel.models[name]?.fields.filter((field) => field.kind === "object") ?? [];
  const walk = (current: string, value: unknown): void => {
    if (value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) walk(current, item);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      const relation = relations(current).find((field) => field.name === key);
      if (relation) {
        tables.add(relation.type);
        walk(relation.type, inner);
      } else if (key === "_count") {
        // `_count: true` counts every relation of the model.
        if (inner === true) for (const field of relations(current)) tables.add(field.type);
        walk(current, inner);
      } else {
        walk(current, inner);
      }
    }
  };
  walk(model, args);
  return [...tables];
}

/** A copy no caller can change the cache through: plain objects, arrays, dates, bytes. */
export function copyOf<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = copyOf(inner);
  return copy as T;
}

/** Models whose rows are large (photos) and read once: never kept. */
const NEVER_KEPT = new Set(["ComplaintUploadContent"]);
/** A findMany answer longer than this is not kept (memory stays small whatever is listed). */
const MAX_ROWS = 200;
/** Entries kept at most; the oldest goes first. */
const MAX_ENTRIES = 4000;

type Entry = { stamp: number; tables: string[]; value: unknown };

/** The reads answered from memory. Operations that throw when nothing is found go to the database. */
const CACHED_OPERATIONS = new Set(["findUnique", "findFirst", "findMany", "count"]);

/**
 * The Prisma query extension: `prisma.$extends(readCache(...).extension)`. `skip()` says whether
 * this call runs inside a transaction (its reads must see its own writes).
 */
export function readCache(options: { versions: TableVersions; dataModel: DataModel; skip: () => boolean }) {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, bypassed: 0 };

  /**
   * The kept answer to this read, when there is one that is still what the database holds; null
   * otherwise (and for reads that are never kept). Synchronous, so a caller can answer without
   * entering Prisma's client at all (server/db.ts).
   */
  function peek(model: string, operation: string, args: unknown): { value: unknown } | null {
    if (!CACHED_OPERATIONS.has(operation) || NEVER_KEPT.has(model) || options.skip()) return null;
    const stamp = options.versions.begin();
    if (stamp === null) return null;
    let key: string;
    try {
      key = `${model}.${operation}:${JSON.stringify(args)}`;
    } catch {
      return null;
    }
    const entry = entries.get(key);
    if (!entry || !options.versions.fresh(entry.tables, entry.stamp)) return null;
    stats.hits++;
    entries.delete(key);
    entries.set(key, entry);
    return { value: copyOf(entry.value) };
  }

  async function read(model: string, operation: string, args: unknown, query: (args: unknown) => Promise<unknown>) {
    if (!CACHED_OPERATIONS.has(operation) || NEVER_KEPT.has(model) || options.skip()) {
      stats.bypassed++;
      return query(args);
    }
    const stamp = options.versions.begin();
    let key: string | undefined;
    try {
      key = `${model}.${operation}:${JSON.stringify(args)}`;
    } catch {
      key = undefined; // a BigInt in the arguments: no key, read as usual
    }
    if (stamp === null || key === undefined) {
      stats.bypassed++;
      return query(args);
    }
    const entry = entries.get(key);
    if (entry && options.versions.fresh(entry.tables, entry.stamp)) {
      stats.hits++;
      // Most recently used last, so the oldest is dropped first.
      entries.delete(key);
      entries.set(key, entry);
      return copyOf(entry.value);
    }
    stats.misses++;
    const tables = entry?.tables ?? tablesOfRead(options.dataModel, model, args);
    const value = await query(args);
    const small = !Array.isArray(value) || value.length <= MAX_ROWS;
    // Kept only if no table it read was written while it ran.
    if (small && options.versions.fresh(tables, stamp)) {
      entries.delete(key);
      entries.set(key, { stamp, tables, value: copyOf(value) });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    } else if (entry) {
      entries.delete(key);
    }
    return value;
  }

  return {
    stats,
    peek,
    size: () => entries.size,
    clear: () => entries.clear(),
    extension: {
      name: "read-cache",
      query: {
        $allModels: {
          $allOperations({ model, operation, args, query }: { model: string; operation: string; args: unknown; query: (args: unknown) => Promise<unknown> }) {
            return read(model, operation, args, query);
          },
        },
      },
    },
  };
}
