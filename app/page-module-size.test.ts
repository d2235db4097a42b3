import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/132, 260: a module that draws a page fits on a screen; a longer one splits beside
 * itself. That is every module in app/routes (routes and the helpers beside them), every component
 * in app/components, and every other .tsx in app/ (root, entries).
 */
const MAX_LINES = 300;
const appDir = __dirname;

function lineCount(text: string): number {
  // As `wc -l` counts them: the newlines, so a file ending in one is not counted one line longer.
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** Every .ts/.tsx file under a folder, its subfolders too, as paths from app/. */
function modulesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return entry === "generated" ? [] : modulesUnder(full);
    return /\.tsx?$/.test(entry) ? [relative(appDir, full)] : [];
  });
}

const drawsAPage = (file: string) => /^(routes|components)\//.test(file) || file.endsWith(".tsx");

describe("modules that draw a page", () => {
  const files = modulesUnder(appDir).filter(drawsAPage).sort();

  it("finds the routes, their views, the components and the root", () => {
    expect(files).toEqual(
      expect.arrayContaining(["routes/order-details.tsx", "routes/loan-confirm.view.tsx", "components/modal.tsx", "root.tsx"]),
    );
  });

  it.each(files)(`%s is at most ${MAX_LINES} lines`, (name) => {
    const lines = lineCount(readFileSync(join(appDir, name), "utf8"));
    expect(lines, `app/${name} has ${lines} lines; split it (docs/decisions/132)`).toBeLessThanOrEqual(MAX_LINES);
  });
});
