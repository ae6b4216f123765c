import { customType, timestamp, uuid } from "drizzle-orm/pg-core";

/** Column builders every schema file shares. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => tz("created_at").notNull().defaultNow();
export const updatedAt = () => tz("updated_at").notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
