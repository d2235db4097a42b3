import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_VIEW_FLUSH_MS, PageViewBatcher, type PageView, type QueuedPageView } from "./tracking.server";

const session = (userId: string) => ({ userId, sessionId: `session-of-${userId}`, language: "en" });
const view: PageView = { moduleId: "page_view", positionId: "", page: "Order Details" };

describe("page views sent together", () => {
  let sent: QueuedPageView[][];
  let batcher: PageViewBatcher;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    batcher = new PageViewBatcher(async (events) => void sent.push(events), { flushMs: 100, maxBatch: 3 });
  });
  afterEach(() => vi.useRealTimers());

  it("sends nothing while the page is answered, then the views of the moment in one call", async () => {
    batcher.track(session("1"), { ...view, productId: "2" });
    batcher.track(session("2"), view);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(99);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      [
        { userId: "1", sessionId: "session-of-1", moduleId: "page_view", positionId: "", page: "Order Details", productId: "2" },
        { userId: "2", sessionId: "session-of-2", moduleId: "page_view", positionId: "", page: "Order Details" },
      ],
    ]);
    expect(batcher.queued).toBe(0);
  });

  it("by default gathers the views of half a second into one call, so a burst pays a batch's writes once", async () => {
    const gathered = new PageViewBatcher(async (events) => void sent.push(events));
    gathered.track(session("1"), view);
    await vi.advanceTimersByTimeAsync(300);
    gathered.track(session("2"), view);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_FLUSH_MS - 300);
    expect(sent.map((batch) => batch.map((e) => e.userId))).toEqual([["1", "2"]]);
    expect(PAGE_VIEW_FLUSH_MS).toBe(500);
  });

  it("does not track a page opened without a session", async () => {
    batcher.track({}, view);
    batcher.track({ userId: "1" }, view);
    batcher.track({ sessionId: "x" }, view);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([]);
  });

  it("sends a full batch at once", async () => {
    for (const id of ["1", "2", "3", "4"]) batcher.track(session(id), view);
    expect(sent.map((batch) => batch.map((e) => e.userId))).toEqual([["1", "2", "3"]]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.map((batch) => batch.map((e) => e.userId))).toEqual([["1", "2", "3"], ["4"]]);
  });

  it("on shutdown sends what is queued at once and waits for every batch in flight", async () => {
    let answer!: () => void;
    const calls: string[][] = [];
    const slow = new PageViewBatcher(
      (events) => {
        calls.push(events.map((e) => e.userId));
        return new Promise<void>((resolve) => (answer = resolve));
      },
      { flushMs: 100, maxBatch: 10 },
    );
    slow.track(session("1"), view);
    let drained = false;
    const draining = slow.drain().then(() => (drained = true));
    expect(calls).toEqual([["1"]]); // sent without waiting for the timer
    await Promise.resolve();
    expect(drained).toBe(false); // its answer has not come yet
    answer();
    await draining;
    expect(drained).toBe(true);
  });

  it("never lets a failed call break anything: later views are still sent", async () => {
    const calls: number[] = [];
    const failing = new PageViewBatcher(
      async (events) => {
        calls.push(events.length);
        if (calls.length === 1) throw new Error("backend unreachable");
      },
      { flushMs: 10, maxBatch: 10 },
    );
    failing.track(session("1"), view);
    await expect(failing.drain()).resolves.toBeUndefined();
    failing.track(session("2"), view);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toEqual([1, 1]);
  });
});

describe("second penetration test, N4: one oversized view never poisons the batch", () => {
  it("a 14 KB sessionId is dropped alone; everyone else's views are still sent, within the batch's size", async () => {
    vi.useFakeTimers();
    try {
      const sent: QueuedPageView[][] = [];
      const batcher = new PageViewBatcher(async (events) => void sent.push(events));
      batcher.track(session("1"), view);
      batcher.track({ userId: "2", sessionId: "s".repeat(14_000) }, view);
      batcher.track({ userId: "3".repeat(5_000), sessionId: "session-of-3" }, view);
      batcher.track(session("4"), view);
      await vi.advanceTimersByTimeAsync(PAGE_VIEW_FLUSH_MS);
      expect(sent.map((batch) => batch.map((e) => e.userId))).toEqual([["1", "4"]]);
      expect(JSON.stringify(sent[0]).length).toBeLessThanOrEqual(64_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("views are sent in batches that each fit the backend's size limit", async () => {
    vi.useFakeTimers();
    try {
      const sent: QueuedPageView[][] = [];
      const batcher = new PageViewBatcher(async (events) => void sent.push(events), { flushMs: 100, maxBatch: 100, maxChars: 1_000 });
      for (let id = 1; id <= 30; id++) batcher.track(session(String(id)), view);
      await vi.advanceTimersByTimeAsync(100);
      expect(sent.length).toBeGreaterThan(1);
      expect(sent.flat()).toHaveLength(30);
      for (const batch of sent) expect(JSON.stringify(batch).length).toBeLessThanOrEqual(1_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("third penetration test, P2: batches per borrower address, naming few sessions", () => {
  it("sends each address's views apart, with that address's request, at most 5 sessions a batch", async () => {
    vi.useFakeTimers();
    try {
      const sent: Array<{ users: string[]; address: string | null | undefined }> = [];
      const batcher = new PageViewBatcher(
        async (events, from) => void sent.push({ users: events.map((e) => e.userId), address: from?.headers.get("X-Forwarded-For") }),
      );
      const from = (address: string) => new Request("http://app.example.ph/poles", { headers: { "X-Forwarded-For": address } });
      // Eight borrowers behind one office address, one borrower elsewhere, in between.
      for (let id = 1; id <= 8; id++) {
        batcher.track(session(String(id)), view, from("203.0.113.1"));
        if (id === 3) batcher.track(session("99"), view, from("198.51.100.7"));
      }
      batcher.track(session("1"), view, from("203.0.113.1"));
      await vi.advanceTimersByTimeAsync(PAGE_VIEW_FLUSH_MS);
      expect(sent).toEqual([
        { users: ["1", "2", "3", "4", "5", "1"], address: "203.0.113.1" },
        { users: ["99"], address: "198.51.100.7" },
        { users: ["6", "7", "8"], address: "203.0.113.1" },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
