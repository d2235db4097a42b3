import { resetClock } from "../clock";
import { emptyAllTables } from "../data/qa-wipe";
import { db } from "../db";
import { seedPromotionTemplates } from "../lending/promotion/service";
import { createBorrower, createOrder, seedProducts } from "./factories";

/** The demo borrower's fixed session, so README links work on every fresh database. */
export const DEMO_SESSION_ID = "demo-session-0001";
export const DEMO_PHONE = "09171234567";
/** Session ids printed in the README: the production profile refuses a database holding one. */
export const PUBLISHED_SESSION_IDS = [DEMO_SESSION_ID] as const;

/** Deletes every row, children before parents. */
export async function emptyDatabase() {
  await emptyAllTables();
  // The clock's offset row is gone with the rest: tell every process (the clock caches it).
  await resetClock();
}

/** What every profile needs: the product catalogue and the promotion templates, no borrower. */
export async function catalogueSeed() {
  await resetClock();
  await seedProducts();
  await seedPromotionTemplates();
}

/** The base seed: products and a demo borrower with one order in every documented status. */
export async function baseSeed() {
  await resetClock();
  await seedProducts();
  const demo = await createBorrower({ phone: DEMO_PHONE, name: "Juan dela Cruz", sessionId: DEMO_SESSION_ID });
  const orders = [];
  for (const [status, extra] of [
    [21, {}],
    [110, {}],
    [151, { cardPop: true }],
    [170, {}],
    [
      174,
      {
        delay: true,
        tips: "Repay through a channel in your own name; cash sent by others cannot be matched to your loan.",
        tipsFil: "Magbayad mula sa account na nakapangalan sa iyo; hindi maitutugma sa iyong loan ang perang ipinadala ng ibang tao.",
      },
    ],
    [180, { delay: true }],
    [200, { score: true }],
  ] as const) {
    orders.push(await createOrder(demo.borrower.id, { status, ...extra }));
  }
  await seedPromotionTemplates();
  return { demo, orders };
}

export async function isEmpty(): Promise<boolean> {
  return (await db().product.count()) === 0;
}
