import bwipjs from "bwip-js/node";
import QRCode from "qrcode";

/**
 * QR codes and barcodes for pay codes, drawn on the server as SVG by libraries
 * (docs/decisions/007), so no code-generation JavaScript reaches the phone.
 */

/** What a code may carry: pay codes and references, never a page's worth of text. */
export const MAX_CODE_TEXT = 200;

export async function renderQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** Code 128, the barcode store counters scan for bill payments. Printable ASCII only. */
export function renderBarcodeSvg(text: string): string {
  return bwipjs.toSVG({
    bcid: "code128",
    text,
    scale: 2,
    height: 14,
    includetext: true,
    textxalign: "center",
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: "FFFFFF",
  });
}
