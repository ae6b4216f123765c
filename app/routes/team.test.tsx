import { existsSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import TeamPage from "~/routes/team";
import { TEAM_MEMBERS } from "../../content/pages/team";

/** /team showed initials in circles; each profile now has a portrait stored with the site. */
describe("the team page", () => {
  // The page as the app renders it: inside a data router (English: no language prefix).
  const router = createMemoryRouter(
    [
      {
        path: "/team",
        element: <TeamPage />,
      },
    ],
    { initialEntries: ["/team"], hydrationData: { loaderData: {} } },
  );
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

  it("renders a described, lazily loaded portrait of fixed size for every profile", () => {
    expect(TEAM_MEMBERS).toHaveLength(3);
    for (const m of TEAM_MEMBERS) {
      const img = imgs.find((i) => i.includes(`alt="${m.portraitAlt}"`));
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
