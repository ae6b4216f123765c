import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import TeamPage, { loader } from "~/routes/team";
import { TEAM_MEMBERS } from "../../content/pages/team";

/** /team showed initials in circles; each profile now has a portrait stored with the site. */
describe("the team page", () => {
  let html = "";
  beforeAll(async () => {
    // The page as the app renders it: inside a data router (English: no language prefix), with
    // what its loader sends.
    const data = await loader({ params: {} } as Parameters<typeof loader>[0]);
    function Page() {
      const props = { loaderData: useLoaderData() } as ComponentProps<typeof TeamPage>;
      return <TeamPage {...props} />;
    }
    const router = createMemoryRouter([{ id: "page", path: "/team", element: <Page /> }], {
      initialEntries: ["/team"],
      hydrationData: { loaderData: { page: data } },
    });
    html = renderToStaticMarkup(<RouterProvider router={router} />);
  });
  const imgs = () => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

  it("renders a described, lazily loaded portrait of fixed size for every profile", () => {
    expect(TEAM_MEMBERS).toHaveLength(3);
    for (const m of TEAM_MEMBERS) {
      const img = imgs().find((i) => i.includes(`alt="${m.portraitAlt}"`));
      expect(img, m.name).toBeDefined();
      expect(m.portraitAlt).toContain(m.name);
      expect(img).toMatch(/ loading="lazy"/);
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toContain(`src="${m.portrait}"`);
    }
  });

  it("serves the portraits from this site's own files (no outside host)", () => {
    for (const m of TEAM_MEMBERS) {
      expect(m.portrait).toMatch(/^\/images\/team\/[a-z-]+\.svg$/);
      expect(existsSync(join(process.cwd(), "public", m.portrait)), m.portrait).toBe(true);
    }
  });
});
