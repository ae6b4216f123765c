import { getRates } from "~/services/currency/currency.server";

export async function loader() {
  const rates = await getRates();
  return Response.json(
    { base: "USD", rates },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
