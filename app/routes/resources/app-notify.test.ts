import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as f from "~/db/schema";
import { freshIp, post, runApi, mailsTo } from "../../../tests/kit/public-forms";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { action as appNotifyAction } from "./app-notify";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

describe("app launch notify", () => {
  it("stores one sign-up per email and acknowledges it once", async () => {
    const email = "app@example.com";
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await runApi(
        appNotifyAction,
        post(
          "/api/app-notify",
          { email: i === 1 ? "APP@example.com" : email, source: "home", _js: "1" },
          { ip },
        ),
      );
      expect(res.status).toBe(200);
    }
    expect(
      await t.db.select().from(f.appNotifySignups).where(eq(f.appNotifySignups.email, email)),
    ).toHaveLength(1);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it("refuses an empty email", async () => {
    const res = await runApi(appNotifyAction, post("/api/app-notify", { email: "", _js: "1" }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.email).toEqual(["Please enter your email address"]);
  });
});
