import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type FormPipeline, handleForm, intentsFor } from "./action.server";
import { failure, ok } from "./result";

const URL_ = "http://localhost:3000/dashboard/things";

function post(fields: Record<string, string>) {
  return new Request(URL_, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

type User = { id: string };
const intent = intentsFor<User, unknown>();

function pipeline(over: Partial<FormPipeline<User, unknown>> = {}): FormPipeline<User, unknown> {
  return {
    guard: async () => ({ id: "u1" }),
    maxBytes: 1024,
    tooLarge: ({ user }) => json({ tooLarge: user.id }, 413),
    intents: {
      rename: intent({
        schema: z.object({ name: z.string().min(2, "Too short") }),
        run: ({ name }, { user }) =>
          name === "taken"
            ? failure(409, "That name is taken", { name: "Taken" })
            : ok(`${user.id}:${name}`),
        done: (value) => json({ done: value }),
      }),
    },
    reply: (f, ctx) =>
      json({ intent: ctx.intent, message: f.message, fieldErrors: f.fieldErrors }, f.status),
    ...over,
  };
}

const answer = async (r: unknown) => {
  const res = r as Response;
  return { status: res.status, body: await res.json() };
};

describe("the form pipeline", () => {
  it("runs the intent's schema, domain function and done in order", async () => {
    expect(
      await answer(await handleForm(post({ intent: "rename", name: "Ada" }), pipeline())),
    ).toEqual({
      status: 200,
      body: { done: "u1:Ada" },
    });
  });

  it("answers input that does not parse with its field errors and a 400, without running the change", async () => {
    const run = vi.fn(() => ok(undefined));
    const p = pipeline({
      intents: {
        rename: intent({
          schema: z.object({ name: z.string().min(2, "Too short") }),
          run,
          done: () => json({}),
        }),
      },
    });
    const r = await answer(await handleForm(post({ intent: "rename", name: "A" }), p));
    expect(r).toEqual({
      status: 400,
      body: {
        intent: "rename",
        message: "Please check the highlighted fields.",
        fieldErrors: { name: "Too short" },
      },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("gives a Failure from the domain function to the route's reply with its status", async () => {
    expect(
      await answer(await handleForm(post({ intent: "rename", name: "taken" }), pipeline())),
    ).toEqual({
      status: 409,
      body: { intent: "rename", message: "That name is taken", fieldErrors: { name: "Taken" } },
    });
  });

  it("checks the guard before it reads the body", async () => {
    const request = post({ intent: "rename", name: "Ada" });
    const refused = new Response(null, { status: 403 });
    const p = pipeline({
      guard: async () => {
        throw refused;
      },
    });
    await expect(handleForm(request, p)).rejects.toBe(refused);
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a body over the cap with the route's answer", async () => {
    const r = await answer(
      await handleForm(post({ intent: "rename", name: "x".repeat(2000) }), pipeline()),
    );
    expect(r).toEqual({ status: 413, body: { tooLarge: "u1" } });
  });

  it("answers an intent the route does not have with a 400, or runs the default intent", async () => {
    expect(await answer(await handleForm(post({ intent: "explode" }), pipeline()))).toEqual({
      status: 400,
      body: { intent: "explode", message: "Unknown action" },
    });
    const r = await handleForm(
      post({ intent: "explode", name: "Ada" }),
      pipeline({ defaultIntent: "rename" }),
    );
    expect(await answer(r)).toEqual({ status: 200, body: { done: "u1:Ada" } });
  });

  it("runs an intent's own guard before its schema, and hands its user on", async () => {
    const order: string[] = [];
    const p = pipeline({
      intents: {
        rename: intent({
          guard: async ({ user }) => {
            order.push("guard");
            return { ...user, admin: true };
          },
          schema: z.object({ name: z.string().transform((s) => (order.push("schema"), s)) }),
          run: (_input, { user }) => ok(user.admin),
          done: (admin) => json({ admin }),
        }),
      },
    });
    expect(await answer(await handleForm(post({ intent: "rename", name: "Ada" }), p))).toEqual({
      status: 200,
      body: { admin: true },
    });
    expect(order).toEqual(["guard", "schema"]);
  });
});
