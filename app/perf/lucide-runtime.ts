import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

/**
 * A lighter stand-in for lucide-react's `createLucideIcon`, swapped in for the icons' own import
 * by the production build (scripts/vite/lucide-runtime.ts): lucide-react's runtime (icon context,
 * prop merging, absolute stroke widths...) is in every page's first download, and CareAtlas
 * uses none of what makes it large (docs/decisions/021). This one renders the same SVG as
 * lucide-react for the props CareAtlas passes (size, strokeWidth, color, className, any SVG or
 * aria attribute, children); `lucide-runtime.test.tsx` compares the two outputs.
 * Development keeps lucide-react's own runtime.
 */
type IconNode = [tag: string, attrs: Record<string, string>][];
type IconData = { name: string; size?: number; node: IconNode; aliases?: string[] };
type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
};

/** lucide-react's rule: an icon with no accessible name of its own is hidden from assistive tech. */
function hasA11yProp(props: Record<string, unknown>) {
  for (const key in props) {
    if ((key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null)
      return true;
  }
  return false;
}

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const classes = [
    "lucide",
    `lucide-${icon.name}`,
    ...(icon.aliases ?? []).map((a) => `lucide-${a}`),
  ].join(" ");
  function LucideIcon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${classes} ${className}` : classes,
        ...(!children && !hasA11yProp(rest) && { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  }
  return LucideIcon;
}
