import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/*
 * This module only runs after the browser has painted the server-rendered page once: the HTML
 * keeps React Router's scripts inert until then (utils/scripts-after-paint.server.ts and the
 * loader in root.tsx). So hydration can start at once.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
