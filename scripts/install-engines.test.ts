import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README's "Install warnings": npm's EBADENGINE warnings (cookie@2.0.2 wants Node 22) come
 * from development packages only; everything the server runs works on the Node version
 * package.json names (issue 40). Fails when an update brings a production package that does not.
 */
const root = process.cwd();
// npm's own range rules (semver, installed with the tools); untyped, so its two calls are named here.
const semver = createRequire(import.meta.url)("semver") as {
  satisfies: (version: string, range: string) => boolean;
  minVersion: (range: string) => { version: string } | null;
};
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; dev?: boolean; engines?: { node?: string } | string[] }>;
};
const oldestNode = semver.minVersion(manifest.engines.node)!.version;

function wantsNewerNode(info: { engines?: { node?: string } | string[] }): boolean {
  const range = Array.isArray(info.engines) ? undefined : info.engines?.node;
  return range !== undefined && !semver.satisfies(oldestNode, range);
}

describe("install warnings", () => {
  it("every package that asks for a newer Node than package.json's is a development package", () => {
    const production = Object.entries(lock.packages).filter(([name, info]) => name && !info.dev && wantsNewerNode(info));
    expect(production.map(([name]) => name)).toEqual([]);
  });

  it("cookie@2.0.2, the one npm warns about, is light-my-request's (tests only); the server's is 0.7", () => {
    const cookies = Object.entries(lock.packages).filter(([name]) => name.endsWith("node_modules/cookie"));
    for (const [name, info] of cookies) {
      if (wantsNewerNode(info))
        expect({ name, dev: info.dev }).toEqual({ name: "node_modules/light-my-request/node_modules/cookie", dev: true });
    }
    expect(lock.packages["node_modules/cookie"]).toMatchObject({ version: "0.7.2" });
  });
});
