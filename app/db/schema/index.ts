/**
 * The database schema, one file per domain. Import tables from "~/db/schema"; the files are
 * split only so that each domain's tables can be read together.
 */
export * from "./catalogue";
export * from "./currency";
export * from "./reviews";
export * from "./auth";
export * from "./profiles";
export * from "./inquiries";
export * from "./outbox";
export * from "./quotes";
export * from "./bookings";
export * from "./messaging";
export * from "./records";
export * from "./notifications";
export * from "./listing";
export * from "./media";
export * from "./audit";
export * from "./translations";
export * from "./credentials";
export * from "./jobs";
export * from "./resolution";
