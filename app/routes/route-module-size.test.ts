import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** docs/decisions/132: a route module fits on a screen; a longer one splits beside itself. */
const MAX_LINES = 300;
const routesDir = join(__dirname);

function lineCount(text: string): number {
  // As `wc -l` counts them: the newlines, so a file ending in one is not counted one line longer.
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("route modules", () => {
  const files = readdirSync(routesDir).filter((name) => /\.(ts|tsx)$/.test(name));

  it("finds the route modules", () => {
    expect(files).toContain("order-details.tsx");
  });

  it.each(files)(`%s is at most ${MAX_LINES} lines`, (name) => {
    const lines = lineCount(readFileSync(join(routesDir, name), "utf8"));
    expect(lines, `app/routes/${name} has ${lines} lines; split it (docs/decisions/132)`).toBeLessThanOrEqual(MAX_LINES);
  });
});
