import { ArrowRight, CheckCircle2, Heart, Star, X } from "lucide-react";
import * as arrowRight from "lucide-react/dist/esm/icons/arrow-right.mjs";
import * as circleCheck from "lucide-react/dist/esm/icons/circle-check.mjs";
import * as heart from "lucide-react/dist/esm/icons/heart.mjs";
import * as star from "lucide-react/dist/esm/icons/star.mjs";
import * as x from "lucide-react/dist/esm/icons/x.mjs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-runtime";

// The production build swaps lucide-react's runtime for ours (scripts/vite/lucide-runtime.ts):
// every icon must render exactly what lucide-react renders, for the props the app passes.
type IconModule = { __iconData: Parameters<typeof createLucideIcon>[0] };
const pairs = [
  ["arrow-right", ArrowRight, arrowRight],
  ["circle-check (alias check-circle-2)", CheckCircle2, circleCheck],
  ["heart", Heart, heart],
  ["star", Star, star],
  ["x", X, x],
] as const;

const propSets: Record<string, unknown>[] = [
  {},
  { "aria-hidden": true },
  { className: "size-4 text-primary-700" },
  { size: 16, strokeWidth: 2.5 },
  { "aria-label": "Close", role: "img" },
  { className: "fill-current", color: "#b91c1c", "data-testid": "icon" },
];

describe("lucide runtime", () => {
  for (const [name, Lucide, mod] of pairs) {
    const Ours = createLucideIcon((mod as unknown as IconModule).__iconData);
    it(`renders ${name} as lucide-react does`, () => {
      for (const props of propSets) {
        expect(renderToStaticMarkup(<Ours {...props} />)).toBe(
          renderToStaticMarkup(<Lucide {...props} />),
        );
      }
      expect(
        renderToStaticMarkup(
          <Ours>
            <title>Done</title>
          </Ours>,
        ),
      ).toBe(
        renderToStaticMarkup(
          <Lucide>
            <title>Done</title>
          </Lucide>,
        ),
      );
    });
  }

  it("marks decorative icons aria-hidden and keeps named ones visible", () => {
    const Ours = createLucideIcon((x as unknown as IconModule).__iconData);
    expect(renderToStaticMarkup(<Ours />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Ours aria-label="Close" />)).not.toContain("aria-hidden");
  });
});
