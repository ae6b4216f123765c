import { z } from "zod";
import { recordListingView } from "~/features/clinics/views.server";
import { readFormData } from "~/utils/request.server";
import type { Route } from "./+types/listing-view";

const ListingViewSchema = z.object({
  kind: z.enum(["clinic", "package"]),
  id: z.string().uuid(),
});

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/listing-view (kind, id): a clinic or package page seen by a person
 * (`useListingView`). Answers 204 whatever happens to the count (it is never awaited); a body
 * that names no listing gets 400. Cross-site posts are refused before this (server/app.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const read = await readFormData(request);
  const form = read.ok ? read.formData : null;
  const parsed = ListingViewSchema.safeParse({ kind: form?.get("kind"), id: form?.get("id") });
  if (!parsed.success) {
    return new Response("A listing view names a clinic or a package by its id.", {
      status: 400,
      headers: NO_STORE,
    });
  }
  recordListingView(request, parsed.data);
  return new Response(null, { status: 204, headers: NO_STORE });
}
