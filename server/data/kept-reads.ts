import { sharedDatabase } from "../db";
import { outsideWriteVersion } from "./change-notice";

/**
 * A named, explicit memory of one hot read (docs/decisions/061): the session with its borrower
 * (lending/auth.ts) and the product catalogue (lending/products/catalogue.ts). Each is forgotten by
 * the code that writes its data; another process's writes (the QA command line) are announced
 * through server/data/change-notice.ts and forget everything here. Never money: order, instalment
 * and payment rows are always read from the database.
 *
 * SQLite only: one server process owns the file. On PostgreSQL several instances share the
 * database and none could tell the others, so every read goes to the database.
 */
export interface KeptReads<K, V> {
  /** The kept value, or `load()`'s (kept unless it is null, or a forget happened while it loaded). */
  get(key: K, load: () => Promise<V | null>): Promise<V | null>;
  forget(key: K): void;
  forgetAll(): void;
}

export function keptReads<K, V>(maxEntries: number): KeptReads<K, V> {
  const kept = new Map<K, V>();
  let version = "";
  /** Moves on every forget: a load that began before one is not kept. */
  let generation = 0;
  const forgetAll = () => {
    kept.clear();
    generation++;
  };
  return {
    async get(key, load) {
      if (sharedDatabase()) return load();
      const now = outsideWriteVersion();
      if (now !== version) {
        forgetAll();
        version = now;
      }
      const found = kept.get(key);
      if (found !== undefined) return found;
      const began = generation;
      const value = await load();
      if (value !== null && began === generation) {
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as K);
        kept.set(key, Object.freeze(value));
      }
      return value;
    },
    forget(key) {
      kept.delete(key);
      generation++;
    },
    forgetAll,
  };
}
