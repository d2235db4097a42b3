/**
 * Runs the works given the same key one after another in this process, in the order they came.
 * Not a guarantee across processes (the database transaction is); it keeps a burst of one
 * caller's requests from racing each other into PostgreSQL's serialization conflicts, where
 * dozens of transactions over the same rows would run again and again and hold the connection pool.
 */
const tails = new Map<string, Promise<void>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
