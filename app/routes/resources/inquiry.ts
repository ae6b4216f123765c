import { INQUIRY_ENDPOINT, endpointPipeline } from "~/features/inquiries/form-actions.server";
import { handleForm } from "~/utils/action.server";
import type { Route } from "./+types/inquiry";

export function loader() {
  return new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain" },
  });
}

/** POST only. JSON for the fetcher UI (`_js=1`), a 303 back to the page for a plain form post. */
export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, { guard: async () => null, ...endpointPipeline(INQUIRY_ENDPOINT) });
}
