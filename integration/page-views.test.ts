import { beforeEach, describe, expect, it } from "vitest";
import { drainWebApp } from "@contract/web-app-drains";
import { trackPageView } from "../app/lib/tracking.server";
import { db } from "../server/db";
import { serveWebAppInProcess } from "../server/in-process";
import { lendingBackend } from "../server/lending";
import { createBorrower, seedProducts } from "../server/qa/factories";
import { freshDatabase } from "../server/test/database";

/**
 * Page views from the web app to the database, the way the server runs them: queued by the web
 * app's tracking, sent together to the backend in this process, checked under each borrower's
 * session. A clean stop (SIGTERM: the web app's drains, `drainWebApp`) leaves none behind (docs/decisions/066,
 * 250).
 */
// The endpoints register when the backend's routers load.
lendingBackend();
serveWebAppInProcess();

beforeEach(async () => {
  await freshDatabase();
  await seedProducts();
});

const query = (who: Awaited<ReturnType<typeof createBorrower>>) => Object.fromEntries(new URLSearchParams(who.query));

describe("page views on a clean stop", () => {
  it("stores every view queued before the stop, each under its own borrower, and none of a dead session", async () => {
    const borrowers = await Promise.all([createBorrower(), createBorrower(), createBorrower()]);
    const views = 250; // more than two full batches
    // Two borrowers behind one address, one on its own: batches are sent per address.
    const from = (i: number) => new Request("http://app.example.ph/poles", { headers: { "X-Forwarded-For": `198.51.100.${i % 2}` } });
    for (let i = 0; i < views; i++) {
      const who = borrowers[i % borrowers.length];
      const view = { moduleId: "page_view", positionId: "", page: "Order Details", productId: i % 2 ? "1" : undefined };
      trackPageView(query(who), view, from(i % borrowers.length));
    }
    trackPageView(
      { ...query(borrowers[0]), sessionId: "ended-session-0000" },
      { moduleId: "page_view", positionId: "", page: "Order Details" },
      from(0),
    );
    await drainWebApp();
    for (const [index, who] of borrowers.entries()) {
      const expected = Math.ceil((views - index) / borrowers.length);
      expect(await db().event.count({ where: { borrowerId: who.borrower.id, moduleId: "page_view" } })).toBe(expected);
    }
    expect(await db().event.count()).toBe(views);
    expect(await db().event.count({ where: { productId: 1 } })).toBe(views / 2);
  });
});
