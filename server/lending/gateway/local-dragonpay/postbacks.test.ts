import { describe, expect, it } from "vitest";
import { deliverUntilAccepted } from "./postbacks";

describe("the local Dragonpay's postbacks", () => {
  it("are sent again until the merchant answers result=OK, then no more", async () => {
    const answers = [false, false, true, true];
    let calls = 0;
    const outcome = new Promise<boolean>((resolve) => {
      void deliverUntilAccepted(async () => answers[calls++], [5, 5, 5, 5], resolve).then((first) => expect(first).toBe(false));
    });
    expect(await outcome).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(3);
  });
  it("give up once the schedule runs out, and never retry an accepted one", async () => {
    let calls = 0;
    const outcome = new Promise<boolean>((resolve) => void deliverUntilAccepted(async () => (calls++, false), [5, 5], resolve));
    expect(await outcome).toBe(false);
    expect(calls).toBe(3);
    let accepted = 0;
    expect(await deliverUntilAccepted(async () => (accepted++, true), [5, 5])).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(accepted).toBe(1);
  });
});
