import zlib from "node:zlib";

/**
 * The text a PDF shows, read from its content streams: each FlateDecode stream is inflated and the
 * strings of its text operators (Tj, TJ; literal or hex) are joined. Enough for the standard
 * fonts pdfkit writes (one byte per character), not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  return pdfStreamTexts(pdf).flat().join("\n");
}

/**
 * The text of each page, in order: pdfkit writes one content stream per page, so every stream
 * that shows text is a page.
 */
export function pdfPageTexts(pdf: Buffer): string[] {
  return pdfStreamTexts(pdf)
    .filter((parts) => parts.length > 0)
    .map((parts) => parts.join("\n"));
}

function pdfStreamTexts(pdf: Buffer): string[][] {
  const streamTexts: string[][] = [];
  const source = pdf.toString("latin1");
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    if (end === -1) break;
    const raw = pdf.subarray(start, end);
    const parts: string[] = [];
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString("latin1");
    } catch {
      content = raw.toString("latin1");
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\))\s*Tj/gs)) {
      const body = op[1] ?? op[2];
      let line = "";
      for (const s of body.matchAll(/<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        line += s[1] !== undefined ? Buffer.from(s[1], "hex").toString("latin1") : s[2].replace(/\\(.)/g, "$1");
      }
      parts.push(line);
    }
    streamTexts.push(parts);
    streams.lastIndex = end + "endstream".length;
  }
  return streamTexts;
}
