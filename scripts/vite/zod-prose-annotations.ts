import type { Plugin } from "vite";

/**
 * zod 4.6 (the latest release) explains its own pure annotations in two comments
 * (`v4/core/util.js`, `v4/core/regexes.js`) that quote the marker in backticks: "Wrapped in a
 * `@__PURE__` IIFE". Rollup reads any comment holding the marker as an annotation, finds it in
 * no position it can use, and prints a long warning for each on every build
 * (colinhacks/zod#6619, open). These two comments are prose, not annotations: this rewrites the
 * quoted marker, in those files only, to a string of the same length that is not a marker.
 * The code and every real annotation (`/*@__PURE__*\/` before a call) are untouched, and
 * Rollup dropped those comments from the output anyway, so the bundles do not change
 * (docs/decisions/041). Remove once zod ships without the quoted markers.
 */
const QUOTED_MARKER = "`@__PURE__`";
const SAME_LENGTH_PROSE = "`@_PURE___`";

export function zodProseAnnotations(): Plugin {
  return {
    name: "careatlas:zod-prose-annotations",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]/.test(id)) return null;
      if (!code.includes(QUOTED_MARKER)) return null;
      // Same length: nothing moves, so the incoming source map stays valid (map: null).
      return { code: code.replaceAll(QUOTED_MARKER, SAME_LENGTH_PROSE), map: null };
    },
  };
}
