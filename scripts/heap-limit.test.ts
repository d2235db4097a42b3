import { describe, expect, it } from "vitest";
import { heapLimitArgs } from "./lib/heap-limit.mjs";

describe("the server's heap limit (SERVER_HEAP_MB)", () => {
  it("is 256 MiB when not configured, or configured empty", () => {
    expect(heapLimitArgs({})).toEqual(["--max-old-space-size=256"]);
    expect(heapLimitArgs({ SERVER_HEAP_MB: " " })).toEqual(["--max-old-space-size=256"]);
  });

  it("takes the operator's value", () => {
    expect(heapLimitArgs({ SERVER_HEAP_MB: "1024" })).toEqual(["--max-old-space-size=1024"]);
    expect(heapLimitArgs({ SERVER_HEAP_MB: "128" })).toEqual(["--max-old-space-size=128"]);
  });

  it.each(["64", "127", "65537", "1.5", "-256", "256MB", "0x100", "abc", "1e3"])("refuses %s, naming the variable", (value) => {
    expect(() => heapLimitArgs({ SERVER_HEAP_MB: value })).toThrow(/SERVER_HEAP_MB must be a whole number of MiB from 128 to 65536/);
  });
});
