import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrCodeOf } from "./qr-code.server";

describe("qrCodeOf", () => {
  const uri =
    "otpauth://totp/CareAtlas:admin%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=CareAtlas";

  it("draws exactly the dark modules of the QR code", () => {
    const { size, path } = qrCodeOf(uri);
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
    expect(size).toBe(modules.size);
    const dark = new Set<string>();
    for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(m[3]); i++) dark.add(`${Number(m[1]) + i},${m[2]}`);
    }
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        expect(dark.has(`${x},${y}`), `${x},${y}`).toBe(Boolean(modules.get(y, x)));
  });
});
