/*
 * The clinic page's blocks without behaviour, rendered as static islands by routes/clinic.tsx
 * (app/perf/static-island.tsx): on the page the server rendered, the browser never downloads or
 * hydrates them; a client-side navigation to a clinic loads this module with the data.
 */
export { ClinicAbout } from "./clinic-about";
export { ClinicCredentials } from "./clinic-credentials";
export { ClinicDoctors } from "./clinic-doctors";
export { ClinicReviews } from "./clinic-reviews";
