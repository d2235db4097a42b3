import { db } from "./db";

/**
 * The backend reads "now" only through this clock, so QA can move time (`qa clock --set`) and every
 * rule that depends on dates follows. The offset lives in the database so the QA command line and
 * the running server share it.
 */
const OFFSET_KEY = "clock.offsetMs";

export async function now(): Promise<Date> {
  const row = await db().setting.findUnique({ where: { key: OFFSET_KEY } });
  const offset = row ? Number(row.value) : 0;
  return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
}

export async function setClock(instant: Date): Promise<Date> {
  const offset = instant.getTime() - Date.now();
  await db().setting.upsert({
    where: { key: OFFSET_KEY },
    create: { key: OFFSET_KEY, value: String(offset) },
    update: { value: String(offset) },
  });
  return instant;
}

export async function resetClock(): Promise<void> {
  await db().setting.deleteMany({ where: { key: OFFSET_KEY } });
}
