/**
 * What an uploaded file really is, judged by its first bytes (its "magic number"), never by its
 * name or the type the browser claims: a PDF renamed photo.jpg is still a PDF. Only the four
 * image formats a phone camera or gallery produces are accepted.
 */
export type ImageKind = { mime: "image/jpeg" | "image/png" | "image/webp" | "image/gif"; ext: "jpg" | "png" | "webp" | "gif" };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  return startsWith(
    bytes,
    Array.from(text, (c) => c.charCodeAt(0)),
    offset,
  );
}

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  // JPEG: SOI marker then the start of another marker segment.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, PNG)) return { mime: "image/png", ext: "png" };
  // WebP: a RIFF container whose form type is WEBP.
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return { mime: "image/webp", ext: "webp" };
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return { mime: "image/gif", ext: "gif" };
  return null;
}
