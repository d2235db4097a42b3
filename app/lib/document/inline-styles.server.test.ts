import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineStyleText, setStyleReader } from "./inline-styles";
import { buildStyleReader, MAX_INLINE_STYLE_BYTES } from "./inline-styles.server";

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-styles-"));
const assets = path.join(publicDir, "build", "_assets");
fs.mkdirSync(assets, { recursive: true });
const write = (name: string, text: string) => fs.writeFileSync(path.join(assets, name), text);
write("app-ABC123.css", "body{margin:0}.pay{color:#2f6fdf}");
write("big-ABC123.css", `.x{color:red}${" ".repeat(MAX_INLINE_STYLE_BYTES)}`);
write("closes-ABC123.css", ".x{content:'</style><script>alert(1)</script>'}");
write("image-ABC123.css", ".x{background:url(./dot.png)}");
write("imports-ABC123.css", "@import 'other.css';");
fs.writeFileSync(path.join(publicDir, "secret.css"), ".secret{}");
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe("the build's stylesheets written into the page", () => {
  const read = buildStyleReader(publicDir);

  it("gives a built stylesheet's text by its URL", () => {
    expect(read("/build/_assets/app-ABC123.css")).toBe("body{margin:0}.pay{color:#2f6fdf}");
  });

  it("keeps the text it read: a hashed name never changes content", () => {
    const file = path.join(assets, "kept-ABC123.css");
    fs.writeFileSync(file, ".a{}");
    expect(read("/build/_assets/kept-ABC123.css")).toBe(".a{}");
    fs.rmSync(file);
    expect(read("/build/_assets/kept-ABC123.css")).toBe(".a{}");
  });

  it("leaves as a link what it must not or cannot inline", () => {
    expect(read("/build/_assets/missing-ABC123.css")).toBeUndefined();
    expect(read("/build/_assets/big-ABC123.css")).toBeUndefined();
    // "</style" would end the element and let the rest be read as markup.
    expect(read("/build/_assets/closes-ABC123.css")).toBeUndefined();
    // Relative references resolve against the sheet's URL, not the page's.
    expect(read("/build/_assets/image-ABC123.css")).toBeUndefined();
    expect(read("/build/_assets/imports-ABC123.css")).toBeUndefined();
  });

  it("reads only files of the build's stylesheet folder", () => {
    for (const href of [
      "/secret.css",
      "/build/_assets/../../secret.css",
      "/build/_assets/%2e%2e/secret.css",
      "/build/_assets/app-ABC123.css?x=1",
      "https://example.com/build/_assets/app-ABC123.css",
      "/build/_assets/app-ABC123.js",
    ]) {
      expect(read(href), href).toBeUndefined();
    }
  });

  it("is what pages ask, once the server registered it; other URLs are never asked about", () => {
    const asked: string[] = [];
    setStyleReader((href) => {
      asked.push(href);
      return read(href);
    });
    expect(inlineStyleText("/build/_assets/app-ABC123.css")).toBe("body{margin:0}.pay{color:#2f6fdf}");
    expect(inlineStyleText("/favicon.svg")).toBeUndefined();
    expect(inlineStyleText("//evil.example/build/_assets/app-ABC123.css")).toBeUndefined();
    expect(asked).toEqual(["/build/_assets/app-ABC123.css"]);
    setStyleReader(() => undefined);
    expect(inlineStyleText("/build/_assets/app-ABC123.css")).toBeUndefined();
  });
});
