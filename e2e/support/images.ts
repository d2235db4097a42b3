/**
 * Test images made from bytes, so no binary fixtures are committed: a valid 1x1 PNG, a PDF that
 * claims to be a JPEG, and a 20 MB "photo".
 */
export const tinyPng = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200aa7a3c1d0000000049454e44ae426082",
  "hex",
);

export const pngFile = (name: string) => ({ name, mimeType: "image/png", buffer: tinyPng });

export const pdfAsJpeg = {
  name: "receipt.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
};

export const hugePhoto = () => ({
  name: "huge.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20 * 1024 * 1024)]),
});
