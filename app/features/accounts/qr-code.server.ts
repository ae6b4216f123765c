import QRCode from "qrcode";

/** A QR code as one SVG path: `size` modules square, dark modules drawn as unit squares. */
export type QrCodeView = { size: number; path: string };

/**
 * The QR code of a text (the two-factor setup link), drawn on the server so the page needs no
 * script and nothing is sent to another host. Error correction M: readable from a screen.
 */
export function qrCodeOf(text: string): QrCodeView {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  let path = "";
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      // One rectangle per horizontal run of dark modules keeps the path short.
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, path };
}
