import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, markStartupChunks, readBrowserManifest } from "./startup-chunks.mjs";

let publicDir: string;
let buildDir: string;

function write(relative: string, text: string) {
  const file = path.join(publicDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
const read = (relative: string) => fs.readFileSync(path.join(publicDir, relative), "utf8");

const manifest = {
  entry: { module: "/build/entry.client-AAAA.js", imports: ["/build/_shared/chunk-REACT.js", "/build/_shared/chunk-HELP.js"] },
  routes: { root: { id: "root", module: "/build/root-BBBB.js", imports: ["/build/_shared/chunk-ROUTE.js"] } },
  version: "abcd",
  url: "/build/manifest-ABCD.js",
};

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "startup-chunks-"));
  buildDir = path.join(publicDir, "build");
  write("build/manifest-ABCD.js", `window.__remixManifest=${JSON.stringify(manifest)};`);
  write("build/entry.client-AAAA.js", 'import"./_shared/chunk-REACT.js";');
  write("build/_shared/chunk-REACT.js", "var a=()=>1;export{a};");
  write("build/_shared/chunk-HELP.js", "export{};");
  write("build/_shared/chunk-ROUTE.js", "export const r=1;");
  write("build/root-BBBB.js", "export default 1;");
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe("markStartupChunks", () => {
  it("puts the compile hint first in the client entry and every chunk it imports, the code after it unchanged", () => {
    expect(markStartupChunks(buildDir)).toEqual([manifest.entry.module, ...manifest.entry.imports]);
    expect(read("build/entry.client-AAAA.js")).toBe(`${COMPILE_HINT}import"./_shared/chunk-REACT.js";`);
    expect(read("build/_shared/chunk-REACT.js")).toBe(`${COMPILE_HINT}var a=()=>1;export{a};`);
    expect(read("build/_shared/chunk-HELP.js")).toBe(`${COMPILE_HINT}export{};`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("leaves the route modules and their chunks as built", () => {
    markStartupChunks(buildDir);
    expect(read("build/root-BBBB.js")).toBe("export default 1;");
    expect(read("build/_shared/chunk-ROUTE.js")).toBe("export const r=1;");
  });

  it("marks a file once: a second run changes nothing and reports nothing", () => {
    markStartupChunks(buildDir);
    const before = read("build/_shared/chunk-REACT.js");
    expect(markStartupChunks(buildDir)).toEqual([]);
    expect(read("build/_shared/chunk-REACT.js")).toBe(before);
  });

  it("refuses a manifest that names a file outside the build", () => {
    write("secret.js", "keep");
    write("build/manifest-ABCD.js", `window.__remixManifest=${JSON.stringify({ entry: { module: "/build/../secret.js" } })};`);
    expect(() => markStartupChunks(buildDir)).toThrow(/outside/);
    expect(read("secret.js")).toBe("keep");
  });
});

describe("readBrowserManifest", () => {
  it("reads the entry Remix wrote", () => {
    expect(readBrowserManifest(buildDir).entry).toEqual(manifest.entry);
  });

  it("says so when the build has no manifest, or two", () => {
    fs.rmSync(path.join(buildDir, "manifest-ABCD.js"));
    expect(() => readBrowserManifest(buildDir)).toThrow(/found 0/);
    write("build/manifest-1111.js", "window.__remixManifest={};");
    write("build/manifest-2222.js", "window.__remixManifest={};");
    expect(() => readBrowserManifest(buildDir)).toThrow(/found 2/);
  });

  it("refuses a file that is not Remix's manifest", () => {
    write("build/manifest-ABCD.js", "export default {};");
    expect(() => readBrowserManifest(buildDir)).toThrow(/not a Remix browser manifest/);
  });
});
