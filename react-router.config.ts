import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    // Kept off: loaders and actions would get the raw `/x.data?_routes=` request, and 53 places
    // read request.url for redirects, pagination and return paths (docs/decisions/041).
    v8_passThroughRequests: false,
    // A data request for a path with a trailing slash keeps it (`/a/_.data`), as the document
    // request does; the root's data is `/_.data` (docs/decisions/041).
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
