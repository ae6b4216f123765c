import { numeric, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Units of `currency` per 1 USD. */
export const exchangeRates = pgTable("exchange_rates", {
  currency: text("currency").primaryKey(),
  rate: numeric("rate", { precision: 12, scale: 6, mode: "number" }).notNull(),
  updatedAt: updatedAt(),
});
