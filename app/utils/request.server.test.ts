import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BODY_BYTES } from "~/features/clinics/editor-schema";
import { PACKAGE_FORM_MAX_BYTES } from "~/features/clinics/package-form.server";
import { fileOver } from "./files";
import { MAX_FORM_BODY_BYTES, MAX_MULTIPART_BODY_BYTES, readForm } from "./request.server";

const form = (body: string | Uint8Array<ArrayBuffer>, type: string) =>
  new Request("http://localhost/x", { method: "POST", headers: { "content-type": type }, body });

describe("request bodies", () => {
  it("lets every upload form's own cap through the server's multipart cap", () => {
    // Session 26: the server refused anything over 11 MB, so a package's two 9 MB photos (the
    // form allows eight of 10 MB) answered with the error page instead of the form.
    expect(PACKAGE_FORM_MAX_BYTES).toBeLessThanOrEqual(MAX_MULTIPART_BODY_BYTES);
    expect(MAX_UPLOAD_BODY_BYTES).toBeLessThanOrEqual(MAX_MULTIPART_BODY_BYTES);
    expect(PACKAGE_FORM_MAX_BYTES).toBeGreaterThan(8 * 10 * 1024 * 1024);
  });

  it("reads a form without a cap of its own only up to the form cap (413 past it)", async () => {
    const ok = await readForm(form("a=1", "application/x-www-form-urlencoded"));
    expect(ok.get("a")).toBe("1");
    const big = new Uint8Array(MAX_FORM_BODY_BYTES + 1).fill(0x61);
    await expect(readForm(form(big, "application/x-www-form-urlencoded"))).rejects.toMatchObject({
      init: { status: 413 },
    });
  });

  it("names the first chosen file over the limit", () => {
    const fd = new FormData();
    fd.append("images", new File([new Uint8Array(10)], "small.png"));
    fd.append("images", new File([new Uint8Array(11)], "big.png"));
    fd.append("images", "not a file");
    expect(fileOver(fd, "images", 10)?.name).toBe("big.png");
    expect(fileOver(fd, "images", 11)).toBeNull();
    expect(fileOver(fd, "other", 0)).toBeNull();
  });
});
