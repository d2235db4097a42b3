import { describe, expect, it } from "vitest";
import { sniffImage } from "./image-sniff";

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe("sniffImage", () => {
  it.each([
    ["JPEG (JFIF)", bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF"), "image/jpeg", "jpg"],
    ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34], "Exif"), "image/jpeg", "jpg"],
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"), "image/png", "png"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp", "webp"],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0]), "image/gif", "gif"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif", "gif"],
  ])("recognises %s", (_label, input, mime, ext) => {
    expect(sniffImage(input)).toEqual({ mime, ext });
  });

  it.each([
    ["a PDF (whatever its name)", bytes("%PDF-1.7\n%âãÏÓ")],
    ["an SVG (can carry script)", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["HTML", bytes("<!doctype html><script>")],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["two JPEG bytes only", bytes([0xff, 0xd8])],
    ["nothing", bytes()],
    ["a ZIP", bytes("PK", [3, 4, 20, 0])],
  ])("refuses %s", (_label, input) => {
    expect(sniffImage(input)).toBeNull();
  });
});
