import { describe, expect, it } from "vitest";
import { periodicJob } from "./periodic-job";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("periodicJob", () => {
  it("never overlaps a run still going, and its stop waits for that run", async () => {
    let started = 0;
    let finished = 0;
    const job = periodicJob(async () => {
      started++;
      await wait(60);
      finished++;
    });
    job.start(10);
    await wait(45);
    expect(started).toBe(1); // ticks at 10, 20, 30, 40 ms: one run, the others skipped
    await job.stop();
    expect(finished).toBe(started);
    const after = started;
    await wait(40);
    expect(started).toBe(after);
  });
  it("is off with an interval of 0", async () => {
    let runs = 0;
    const job = periodicJob(async () => void runs++);
    job.start(0);
    await wait(30);
    expect(runs).toBe(0);
    await job.stop();
  });
});
