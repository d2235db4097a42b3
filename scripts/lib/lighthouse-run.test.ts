import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { pageRunOf } from "./lighthouse-run";

/** The parts of a Lighthouse result `pageRunOf` reads, with the given figures. */
function result({ slowdown, scriptEvaluation }: { slowdown: number; scriptEvaluation?: number }): Result {
  const groups = [
    { group: "other", duration: 700 },
    { group: "styleLayout", duration: 150 },
    ...(scriptEvaluation === undefined ? [] : [{ group: "scriptEvaluation", duration: scriptEvaluation }]),
  ];
  return {
    categories: { performance: { score: 0.97 } },
    configSettings: { throttling: { cpuSlowdownMultiplier: slowdown } },
    environment: { benchmarkIndex: 3700 },
    audits: {
      "largest-contentful-paint": { numericValue: 900 },
      "first-contentful-paint": { numericValue: 850 },
      "total-blocking-time": { numericValue: 160 },
      "cumulative-layout-shift": { numericValue: 0.003 },
      "mainthread-work-breakdown": { numericValue: 2600, details: { items: groups } },
    },
  } as unknown as Result;
}

describe("pageRunOf", () => {
  it("gives the script evaluation as measured: Lighthouse's figure divided by the run's CPU slowdown", () => {
    expect(pageRunOf(result({ slowdown: 13.43, scriptEvaluation: 537.2 })).scriptEvaluationMs).toBeCloseTo(40, 5);
    expect(pageRunOf(result({ slowdown: 4, scriptEvaluation: 160 })).scriptEvaluationMs).toBe(40);
  });

  it("reads no script evaluation as none (the control page runs no script of ours)", () => {
    expect(pageRunOf(result({ slowdown: 13.43 })).scriptEvaluationMs).toBe(0);
  });

  it("keeps the other figures as Lighthouse gives them", () => {
    expect(pageRunOf(result({ slowdown: 13.43, scriptEvaluation: 100 }))).toMatchObject({
      score: 97,
      lcpMs: 900,
      fcpMs: 850,
      tbtMs: 160,
      mainThreadMs: 2600,
      benchmarkIndex: 3700,
    });
  });
});
