/*
 * The package page's blocks without behaviour, rendered as static islands by
 * package-detail-view.tsx (app/perf/static-island.tsx): on the page the server rendered, the
 * browser never downloads or hydrates them; a client-side navigation to a package loads this
 * module with the data.
 */
export { CancellationTermsView } from "~/components/cancellation/cancellation-terms-view";
export { CareTeamView } from "~/components/care-team/care-team-view";
