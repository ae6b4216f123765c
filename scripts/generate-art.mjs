#!/usr/bin/env node
// CareAtlas offline art generator.
//
// Writes every illustration the app ships with as a small, self-contained SVG under
// public/images/ (plus public/favicon.svg). No dependencies, no network, no randomness:
// all variation comes from a seeded PRNG keyed by the output path, so re-running the
// script produces byte-identical files.
//
//   node scripts/generate-art.mjs
//
// Every SVG gets width/height/viewBox, role="img", a <title>, and ids prefixed with a
// per-file key so the markup can be inlined without id collisions.

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join as pjoin, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = pjoin(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = pjoin(ROOT, "public");

/* ------------------------------------------------------------------ utilities */

const fnv = (str) => {
  let h = 0x811c9dc5;
  for (const ch of str) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

// mulberry32
const rngFrom = (seed) => {
  let a = typeof seed === "number" ? seed : fnv(String(seed));
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const pick = (r, arr) => arr[Math.floor(r() * arr.length) % arr.length];
const between = (r, lo, hi) => lo + r() * (hi - lo);

const num = (v) => {
  const av = Math.abs(v);
  const p = av < 1 ? 100 : av < 60 ? 10 : 1;
  const n = Math.round(v * p) / p;
  return Object.is(n, -0) ? "0" : String(n);
};
const fmt = (v) =>
  typeof v === "number"
    ? num(v)
    : Array.isArray(v)
      ? v.map(fmt).join(" ")
      : v == null || v === false
        ? ""
        : String(v);
// Tagged template that rounds interpolated numbers (keeps path data short).
const s = (strs, ...vals) =>
  strs.reduce((acc, str, i) => acc + str + (i < vals.length ? fmt(vals[i]) : ""), "");
const esc = (t) =>
  String(t)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

const hex = (c) => {
  const h = c.replace("#", "");
  const f =
    h.length === 3
      ? h
          .split("")
          .map((x) => x + x)
          .join("")
      : h;
  return [0, 2, 4].map((i) => parseInt(f.slice(i, i + 2), 16));
};
const mix = (a, b, t) => {
  const A = hex(a);
  const B = hex(b);
  return (
    "#" +
    A.map((v, i) =>
      Math.round(v + (B[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    ).join("")
  );
};
const lighten = (c, t) => mix(c, "#ffffff", t);
const darken = (c, t) => mix(c, "#0f172a", t);

/* --------------------------------------------------------------- svg builder */

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false && v !== "")
    .map(([k, v]) => ` ${k}="${esc(fmt(v))}"`)
    .join("");
const el = (tag, o, inner) =>
  inner == null ? `<${tag}${attrs(o)}/>` : `<${tag}${attrs(o)}>${inner}</${tag}>`;
const rect = (x, y, w, h, fill, o = {}) => el("rect", { x, y, width: w, height: h, ...o, fill });
const circ = (cx, cy, r, fill, o = {}) => el("circle", { cx, cy, r, ...o, fill });
const ell = (cx, cy, rx, ry, fill, o = {}) => el("ellipse", { cx, cy, rx, ry, ...o, fill });
const path = (d, fill, o = {}) => (d ? el("path", { d, ...o, fill }) : "");
const stroke = (d, color, w, o = {}) =>
  d ? el("path", { d, fill: "none", stroke: color, "stroke-width": w, ...o }) : ""; // round caps/joins are inherited from the root
const g = (inner, o = {}) => el("g", o, Array.isArray(inner) ? inner.join("") : inner);
const join = (...xs) => xs.flat(Infinity).filter(Boolean).join("");
const place = (inner, x, y, sc = 1, rot = 0, o = {}) =>
  g(inner, {
    transform:
      s`translate(${x} ${y})` +
      (rot ? s` rotate(${rot})` : "") +
      (sc !== 1 ? s` scale(${sc})` : ""),
    ...o,
  });
const shadow = (cx, cy, rx, ry, op = 0.1) => ell(cx, cy, rx, ry, "#0f172a", { opacity: op });

const stopsStr = (stops) =>
  stops
    .map((st, i) => {
      const [o, c, op] = Array.isArray(st)
        ? st
        : [stops.length === 1 ? 0 : i / (stops.length - 1), st];
      return `<stop offset="${num(o)}" stop-color="${c}"${op != null ? ` stop-opacity="${num(op)}"` : ""}/>`;
    })
    .join("");

class Art {
  constructor(file, w, h, title) {
    Object.assign(this, { file, w, h, title });
    this.k = "c" + fnv(file).toString(36).slice(0, 5);
    this.n = 0;
    this.defs = [];
    this.parts = [];
    this.memo = new Map();
    this.r = rngFrom(file);
  }
  id() {
    return `${this.k}-${(this.n++).toString(36)}`;
  }
  def(key, make) {
    if (!this.memo.has(key)) {
      const id = this.id();
      this.defs.push(make(id));
      this.memo.set(key, id);
    }
    return this.memo.get(key);
  }
  /** linear gradient; dir = [x1,y1,x2,y2] (bbox units unless user=true) */
  grad(stops, dir = [0, 0, 0, 1], user = false) {
    const id = this.def("lg" + JSON.stringify([stops, dir, user]), (id) => {
      const [x1, y1, x2, y2] = dir;
      return `<linearGradient id="${id}"${attrs({ x1, y1, x2, y2 })}${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${stopsStr(stops)}</linearGradient>`;
    });
    return `url(#${id})`;
  }
  radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.def(
      "rg" + JSON.stringify([stops, cx, cy, r]),
      (id) =>
        `<radialGradient id="${id}"${attrs({ cx, cy, r })}>${stopsStr(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  pattern(w, h, inner) {
    const id = this.def(
      "pt" + w + "," + h + inner,
      (id) =>
        `<pattern id="${id}" width="${num(w)}" height="${num(h)}" patternUnits="userSpaceOnUse">${inner}</pattern>`,
    );
    return `url(#${id})`;
  }
  clip(inner) {
    const id = this.def("cp" + inner, (id) => `<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  blur(sd) {
    const id = this.def(
      "bl" + sd,
      (id) =>
        `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${num(sd)}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** define a reusable shape; returns its id (for <use>) */
  shape(inner) {
    return this.def("sh" + inner, (id) => inner.replace(/^<(\w+)/, `<$1 id="${id}"`));
  }
  add(...xs) {
    this.parts.push(join(xs));
    return this;
  }
  toString() {
    const t = `${this.k}-t`;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img" aria-labelledby="${t}" stroke-linecap="round" stroke-linejoin="round">` +
      `<title id="${t}">${esc(this.title)}</title>` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
      this.parts.join("") +
      "</svg>\n"
    );
  }
}
const use = (id, o = {}) => el("use", { href: "#" + id, ...o });

/** Registry of files to write: path relative to public/, size, <title>, draw(art). */
const JOBS = [];
const job = (rel, w, h, title, draw) => JOBS.push({ rel, w, h, title, draw });

/* ------------------------------------------------------------ shape helpers */

/** Smooth open path through points (quadratic midpoint smoothing). */
const smoothD = (pts) => {
  let d = s`M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i];
    const [nx, ny] = pts[i + 1];
    d += s`Q${x} ${y} ${(x + nx) / 2} ${(y + ny) / 2}`;
  }
  const l = pts[pts.length - 1];
  return d + s`L${l[0]} ${l[1]}`;
};
/** Closed terrain silhouette y = fn(x) between x0..x1, filled down to `bottom`. */
const terrainD = (fn, { x0 = -20, x1 = 1220, step = 50, bottom = 800 } = {}) => {
  const pts = [];
  for (let x = x0; x <= x1 + 0.01; x += step) pts.push([x, fn(x)]);
  return smoothD(pts) + s`L${x1} ${bottom}L${x0} ${bottom}Z`;
};
const bump = (x, c, h, w) => h * Math.exp(-(((x - c) / w) ** 2));
const peaks = (base, list, noise) => (x) =>
  base - Math.max(0, ...list.map(([c, h, w]) => bump(x, c, h, w))) + (noise ? noise(x) : 0);
const wobble = (r, amp, f = 0.012) => {
  const p1 = r() * 6.3;
  const p2 = r() * 6.3;
  return (x) => amp * (0.6 * Math.sin(x * f + p1) + 0.4 * Math.sin(x * f * 2.7 + p2));
};
/** Closed organic blob. */
const blobD = (cx, cy, rx, ry, r, n = 8, j = 0.16) => {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 - j + r() * 2 * j;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (p, q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  let d = s`M${mid(pts[n - 1], pts[0])}`;
  for (let i = 0; i < n; i++) d += s`Q${pts[i]} ${mid(pts[i], pts[(i + 1) % n])}`;
  return d + "Z";
};
/** Lens-shaped leaf from (x,y) in direction ang (radians), length L, half-width w. */
const leafD = (x, y, ang, L, w, bend = 0.25) => {
  const ex = x + Math.cos(ang) * L;
  const ey = y + Math.sin(ang) * L;
  const px = -Math.sin(ang);
  const py = Math.cos(ang);
  const mx = x + Math.cos(ang) * L * 0.5;
  const my = y + Math.sin(ang) * L * 0.5;
  const b = w * bend * 2;
  return s`M${x} ${y}Q${mx + px * (w * 2 + b)} ${my + py * (w * 2 + b)} ${ex} ${ey}Q${mx - px * (w * 2 - b)} ${my - py * (w * 2 - b)} ${x} ${y}Z`;
};
const boxD = (x, y, w, h) => s`M${x} ${y}h${w}v${h}h${-w}Z`;
const rrD = (x, y, w, h, r) =>
  s`M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
const SPARKLE = "M0 -10Q0 0 10 0Q0 0 0 10Q0 0 -10 0Q0 0 0 -10Z";
const sparkle = (x, y, r, fill, o = {}) =>
  path(SPARKLE, fill, { transform: s`translate(${x} ${y}) scale(${r / 10})`, ...o });
const dots = (pts, color, w, o = {}) =>
  stroke(pts.map(([x, y]) => s`M${x} ${y}h0`).join(""), color, w, o);

/* ------------------------------------------------------------ sky & nature */

const skyRect = (a, stops, h = a.h, w = a.w) => rect(0, 0, w, h, a.grad(stops));
const sunGlow = (a, x, y, r, core, glow, glowR = r * 3.6, glowOp = 0.55) =>
  join(
    circ(
      x,
      y,
      glowR,
      a.radial([
        [0, glow, glowOp],
        [0.45, glow, glowOp * 0.35],
        [1, glow, 0],
      ]),
    ),
    r ? circ(x, y, r, core) : "",
  );
const cloud = (x, y, sc, fill = "#fff", op = 0.85) =>
  path(
    s`M${x - 95 * sc} ${y}C${x - 100 * sc} ${y - 22 * sc} ${x - 70 * sc} ${y - 34 * sc} ${x - 52 * sc} ${y - 24 * sc}C${x - 45 * sc} ${y - 58 * sc} ${x + 5 * sc} ${y - 66 * sc} ${x + 18 * sc} ${y - 36 * sc}C${x + 38 * sc} ${y - 50 * sc} ${x + 70 * sc} ${y - 36 * sc} ${x + 66 * sc} ${y - 14 * sc}C${x + 90 * sc} ${y - 16 * sc} ${x + 104 * sc} ${y - 4 * sc} ${x + 100 * sc} ${y}Z`,
    fill,
    { opacity: op },
  );
const stars = (r, n, w, maxY, color = "#fff") => {
  const a = [];
  const b = [];
  for (let i = 0; i < n; i++) (i % 3 ? a : b).push([r() * w, r() * r() * maxY]);
  return join(dots(a, color, 1.8, { opacity: 0.55 }), dots(b, color, 3, { opacity: 0.8 }));
};
const birds = (r, n, x0, y0, w, h, color, sc = 1) => {
  let d = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + r() * w;
    const y = y0 + r() * h;
    const k = sc * (0.7 + r() * 0.6);
    d += s`M${x - 9 * k} ${y - 2 * k}Q${x - 4 * k} ${y - 6 * k} ${x} ${y}Q${x + 4 * k} ${y - 6 * k} ${x + 9 * k} ${y - 2 * k}`;
  }
  return stroke(d, color, 2 * sc);
};
const shimmer = (r, n, x0, y0, w, h, color, op = 0.35, len = 60) => {
  let d = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + r() * w;
    const y = y0 + r() * r() * h;
    const l = len * (0.3 + r()) * (0.4 + (y - y0) / h);
    d += s`M${x} ${y}h${l}`;
  }
  return stroke(d, color, 2.2, { opacity: op });
};
const palm = (r, x, base, h, lean, color, sc = 1, fronds = 8) => {
  const tx = x + lean;
  const ty = base - h;
  const trunk = path(
    s`M${x - 9 * sc} ${base}Q${x + lean * 0.15} ${base - h * 0.55} ${tx - 3.5 * sc} ${ty}L${tx + 3.5 * sc} ${ty}Q${x + lean * 0.15 + 10 * sc} ${base - h * 0.55} ${x + 9 * sc} ${base}Z`,
    color,
  );
  let d = "";
  for (let i = 0; i < fronds; i++) {
    const ang = -Math.PI * (0.02 + (0.96 * i) / (fronds - 1)) + (r() - 0.5) * 0.3;
    const L = (105 + r() * 45) * sc;
    const ex = tx + Math.cos(ang) * L;
    const ey = ty + Math.sin(ang) * L * 0.5 + L * 0.42;
    const dx = ex - tx;
    const dy = ey - ty;
    const len = Math.hypot(dx, dy);
    const px = -dy / len;
    const py = dx / len;
    const mx = tx + dx * 0.5;
    const my = ty + dy * 0.5 - L * 0.22;
    const wd = 15 * sc;
    const sgn = Math.cos(ang) > 0 ? -1 : 1;
    d += s`M${tx} ${ty}Q${mx + sgn * px * wd} ${my + sgn * py * wd} ${ex} ${ey}Q${mx - sgn * px * wd * 0.5} ${my - sgn * py * wd * 0.5 + 10 * sc} ${tx} ${ty}Z`;
  }
  return join(
    trunk,
    path(d, color),
    circ(tx - 5 * sc, ty + 6 * sc, 5 * sc, color),
    circ(tx + 5 * sc, ty + 7 * sc, 5 * sc, color),
  );
};
const cypress = (x, base, h, w, fill) =>
  path(
    s`M${x} ${base}C${x - w} ${base - h * 0.35} ${x - w * 0.45} ${base - h * 0.85} ${x} ${base - h}C${x + w * 0.45} ${base - h * 0.85} ${x + w} ${base - h * 0.35} ${x} ${base}Z`,
    fill,
  );
const roundTree = (x, base, sc, leaf, leaf2, trunk = "#7c5a43") =>
  join(
    rect(x - 4 * sc, base - 46 * sc, 8 * sc, 46 * sc, trunk, { rx: 3 * sc }),
    circ(x - 18 * sc, base - 62 * sc, 26 * sc, leaf),
    circ(x + 16 * sc, base - 66 * sc, 28 * sc, leaf),
    circ(x, base - 88 * sc, 30 * sc, leaf),
    circ(x + 8 * sc, base - 80 * sc, 20 * sc, leaf2, { opacity: 0.6 }),
  );
const pineTree = (x, base, sc, leaf, trunk) =>
  join(
    stroke(
      s`M${x} ${base}Q${x - 6 * sc} ${base - 60 * sc} ${x + 10 * sc} ${base - 110 * sc}`,
      trunk,
      6 * sc,
    ),
    ell(x + 8 * sc, base - 118 * sc, 58 * sc, 18 * sc, leaf),
    ell(x - 14 * sc, base - 106 * sc, 36 * sc, 12 * sc, leaf),
    ell(x + 36 * sc, base - 108 * sc, 32 * sc, 11 * sc, leaf),
  );
const sailboat = (x, y, sc, hull, sail, sail2) =>
  join(
    path(s`M${x - 26 * sc} ${y}H${x + 30 * sc}L${x + 20 * sc} ${y + 9 * sc}H${x - 18 * sc}Z`, hull),
    path(s`M${x + 2 * sc} ${y - 4 * sc}V${y - 70 * sc}L${x + 30 * sc} ${y - 6 * sc}Z`, sail),
    path(s`M${x - 2 * sc} ${y - 6 * sc}V${y - 58 * sc}L${x - 22 * sc} ${y - 6 * sc}Z`, sail2),
  );

const beachUmbrella = (x, y, sc, c) =>
  g(
    [
      stroke("M0 0L8 -96", "#8a6a4a", 4),
      path(
        "M-58 -80Q-40 -136 10 -132Q58 -126 76 -70Q64 -78 52 -74Q40 -84 26 -78Q10 -88 -4 -80Q-20 -88 -32 -78Q-46 -88 -58 -80Z",
        c,
      ),
      path("M-4 -80Q-6 -118 10 -132Q22 -116 26 -78Q10 -88 -4 -80Z", "#ffffff", { opacity: 0.55 }),
      ell(20, 4, 70, 8, "#0f172a", { opacity: 0.08 }),
    ],
    { transform: s`translate(${x} ${y}) scale(${sc})` },
  );

/** Buildings as one path (all subpaths same winding). */
const skylineD = (r, { x0, x1, base, minH, maxH, minW, maxW, gap = 0, tall = [] }) => {
  let d = "";
  let x = Math.round(x0);
  while (x < x1) {
    const w = Math.round(between(r, minW, maxW));
    let h = Math.round(between(r, minH, maxH));
    for (const [tx, th] of tall) if (Math.abs(x + w / 2 - tx) < w) h = Math.max(h, th);
    const t = base - h;
    d += s`M${x} ${base}V${t}H${x + w}V${base}Z`;
    const k = r();
    if (k < 0.2) d += s`M${x + w * 0.18} ${t}V${t - h * 0.07 - 4}H${x + w * 0.82}V${t}Z`;
    else if (k < 0.3) d += s`M${x + w / 2 - 1} ${t}V${t - 12 - h * 0.12}h2V${t}Z`;
    else if (k < 0.38) d += s`M${x} ${t}L${x + w} ${t - w * 0.35}V${t}Z`;
    x += w + Math.round(gap);
  }
  return d;
};
const windowPattern = (a, color, op = 0.5, w = 14, h = 18) =>
  a.pattern(
    w * 2,
    h * 2,
    [
      [0, 0, 1],
      [1, 0, 0.3],
      [0, 1, 0.55],
      [1, 1, 0.12],
    ]
      .map(([i, j, o]) =>
        rect(i * w + w * 0.3, j * h + h * 0.25, w * 0.4, h * 0.45, color, { opacity: op * o }),
      )
      .join(""),
  );
/** Skyline with windows, via a shared shape + two <use>s. */
const skyline = (a, r, opts, fill, winColor, winOp = 0.5, winSize = [14, 18]) => {
  const id = a.shape(el("path", { d: skylineD(r, opts) }));
  return join(
    use(id, { fill }),
    winColor ? use(id, { fill: windowPattern(a, winColor, winOp, ...winSize) }) : "",
  );
};
const housesOnHill = (
  r,
  fn,
  {
    x0,
    x1,
    rows = 3,
    rowGap = 26,
    minW = 16,
    maxW = 30,
    minH = 18,
    maxH = 34,
    colors,
    roof,
    win,
    maxY = 800,
  },
) => {
  const R = Math.round;
  const buckets = colors.map(() => "");
  let roofs = "";
  let wins = "";
  for (let k = 0; k < rows; k++) {
    let x = R(x0 + r() * 12);
    while (x < x1) {
      const w = R(between(r, minW, maxW));
      const h = R(between(r, minH, maxH));
      const top = R(fn(x + w / 2) + 12 + k * rowGap + r() * 6) - h;
      if (top < maxY) {
        buckets[Math.floor(r() * colors.length)] += `M${x} ${top}h${w}v${h + 4}h${-w}Z`;
        if (roof)
          roofs += `M${x - 2} ${top}l${R(w / 2) + 2} ${-R(w * 0.28)}l${w - R(w / 2) + 2} ${R(w * 0.28)}Z`;
        if (win)
          wins += `M${x + R(w * 0.2)} ${top + R(h * 0.42)}h${R(w * 0.2)}m${R(w * 0.2)} 0h${R(w * 0.2)}`;
      }
      x += w + 1 + R(r() * 4);
    }
  }
  return join(
    buckets.map((d, i) => path(d, colors[i])),
    path(roofs, roof),
    win ? stroke(wins, win, 5, { "stroke-linecap": "butt" }) : "",
  );
};

/* ------------------------------------------------------------- landmarks */

const dome = (cx, base, r, fill, k = 0.9, finial = true) => {
  const top = base - r * k;
  return join(
    path(s`M${cx - r} ${base}A${r} ${r * k} 0 0 1 ${cx + r} ${base}Z`, fill),
    finial ? rect(cx - r * 0.035 - 0.5, top - r * 0.34, r * 0.07 + 1, r * 0.36, fill) : "",
    finial ? circ(cx, top - r * 0.36, r * 0.05 + 1, fill) : "",
  );
};
const minaret = (x, base, h, w, fill) => {
  const t = base - h;
  return path(
    boxD(x - w / 2, t, w, h) +
      rrD(x - w * 0.8, base - h * 0.52, w * 1.6, w * 0.45, w * 0.15) +
      rrD(x - w * 0.75, base - h * 0.8, w * 1.5, w * 0.4, w * 0.15) +
      s`M${x - w * 0.62} ${t}L${x} ${t - w * 3.4}L${x + w * 0.62} ${t}Z` +
      boxD(x - 0.6, t - w * 4.2, 1.2, w * 0.9),
    fill,
  );
};
const mosque = (cx, base, sc, fill) => {
  const S = (v) => v * sc;
  return join(
    minaret(cx - S(200), base, S(240), S(10), fill),
    minaret(cx + S(200), base, S(240), S(10), fill),
    minaret(cx - S(150), base, S(295), S(12), fill),
    minaret(cx + S(150), base, S(295), S(12), fill),
    path(
      boxD(cx - S(215), base - S(24), S(430), S(90)) +
        boxD(cx - S(135), base - S(70), S(270), S(70)) +
        boxD(cx - S(80), base - S(100), S(160), S(32)) +
        boxD(cx - S(62), base - S(118), S(124), S(20)),
      fill,
    ),
    dome(cx - S(112), base - S(70), S(22), fill),
    dome(cx + S(112), base - S(70), S(22), fill),
    dome(cx - S(70), base - S(68), S(42), fill, 0.85),
    dome(cx + S(70), base - S(68), S(42), fill, 0.85),
    dome(cx, base - S(118), S(70), fill, 0.85),
  );
};
const suspBridge = (x0, x1, deck, towerH, color, sw = 1.4) => {
  const span = x1 - x0;
  const ta = x0 + span * 0.22;
  const tb = x0 + span * 0.78;
  const top = deck - towerH;
  const sag = deck - towerH * 0.1;
  const cy = 2 * sag - top;
  let hang = "";
  const n = 22;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = ta + (tb - ta) * t;
    const y = (1 - t) ** 2 * top + 2 * t * (1 - t) * cy + t * t * top;
    hang += s`M${x} ${y}V${deck}`;
  }
  const tw = Math.max(4, towerH * 0.06);
  return join(
    stroke(
      s`M${x0} ${deck}Q${(x0 + ta) / 2} ${deck - towerH * 0.35} ${ta} ${top}Q${(ta + tb) / 2} ${cy} ${tb} ${top}Q${(tb + x1) / 2} ${deck - towerH * 0.35} ${x1} ${deck}`,
      color,
      sw * 1.4,
    ),
    stroke(hang, color, sw * 0.6, { opacity: 0.8 }),
    path(
      boxD(ta - tw / 2, top, tw, towerH + 14) +
        boxD(tb - tw / 2, top, tw, towerH + 14) +
        boxD(x0, deck, span, Math.max(3, towerH * 0.05)),
      color,
    ),
  );
};
const ferry = (x, y, sc, hull, cabin, accent, win) =>
  join(
    path(
      s`M${x - 70 * sc} ${y}H${x + 74 * sc}L${x + 60 * sc} ${y + 16 * sc}H${x - 62 * sc}Z`,
      hull,
    ),
    rect(x - 70 * sc, y - 2 * sc, 144 * sc, 5 * sc, accent),
    rect(x - 50 * sc, y - 20 * sc, 96 * sc, 18 * sc, cabin, { rx: 3 * sc }),
    rect(x - 34 * sc, y - 34 * sc, 62 * sc, 14 * sc, cabin, { rx: 3 * sc }),
    rect(x + 2 * sc, y - 48 * sc, 10 * sc, 14 * sc, accent, { rx: 2 * sc }),
    win
      ? stroke(
          s`M${x - 42 * sc} ${y - 11 * sc}H${x + 38 * sc}M${x - 26 * sc} ${y - 27 * sc}H${x + 20 * sc}`,
          win,
          5 * sc,
          { "stroke-dasharray": s`${6 * sc} ${4 * sc}`, "stroke-linecap": "butt" },
        )
      : "",
  );
const chedi = (x, b, sc, fill) => {
  const S = (v) => v * sc;
  return path(
    boxD(x - S(62), b - S(20), S(124), S(20)) +
      boxD(x - S(50), b - S(36), S(100), S(16)) +
      boxD(x - S(40), b - S(50), S(80), S(14)) +
      s`M${x - S(44)} ${b - S(50)}C${x - S(46)} ${b - S(112)} ${x - S(22)} ${b - S(142)} ${x} ${b - S(144)}C${x + S(22)} ${b - S(142)} ${x + S(46)} ${b - S(112)} ${x + S(44)} ${b - S(50)}Z` +
      boxD(x - S(12), b - S(158), S(24), S(16)) +
      s`M${x - S(9)} ${b - S(158)}L${x - S(1)} ${b - S(275)}H${x + S(1)}L${x + S(9)} ${b - S(158)}Z` +
      [0, 1, 2, 3]
        .map((i) => boxD(x - S(11 - i * 2), b - S(172 + i * 16), S(22 - i * 4), S(4)))
        .join(""),
    fill,
  );
};
const prang = (x, b, sc, fill, band) => {
  const S = (v) => v * sc;
  let bands = "";
  for (let i = 1; i <= 5; i++) {
    const y = b - S(44) - i * S(22);
    const w = S(34) - (S(8) * (i * 22)) / 126 - (i > 4 ? S(4) : 0);
    bands += boxD(x - w, y, w * 2, S(3));
  }
  return join(
    path(
      boxD(x - S(52), b - S(24), S(104), S(24)) +
        boxD(x - S(42), b - S(44), S(84), S(20)) +
        s`M${x - S(34)} ${b - S(44)}L${x - S(26)} ${b - S(170)}Q${x} ${b - S(222)} ${x + S(26)} ${b - S(170)}L${x + S(34)} ${b - S(44)}Z` +
        boxD(x - S(1.6), b - S(262), S(3.2), S(50)),
      fill,
    ),
    band ? path(bands, band, { opacity: 0.45 }) : "",
  );
};
const thaiHall = (x, b, w, sc, fill) => {
  const S = (v) => v * sc;
  return join(
    path(
      boxD(x - w / 2, b - S(40), w, S(40)) +
        s`M${x - w / 2 - S(22)} ${b - S(38)}L${x - w * 0.3} ${b - S(96)}H${x + w * 0.3}L${x + w / 2 + S(22)} ${b - S(38)}Z` +
        s`M${x - w * 0.36} ${b - S(84)}L${x - w * 0.12} ${b - S(142)}H${x + w * 0.12}L${x + w * 0.36} ${b - S(84)}Z`,
      fill,
    ),
    stroke(
      s`M${x - w * 0.12} ${b - S(140)}q${-S(2)} ${-S(14)} ${S(6)} ${-S(18)}M${x + w * 0.12} ${b - S(140)}q${S(2)} ${-S(14)} ${-S(6)} ${-S(18)}M${x - w * 0.3} ${b - S(94)}q${-S(2)} ${-S(12)} ${S(5)} ${-S(15)}M${x + w * 0.3} ${b - S(94)}q${S(2)} ${-S(12)} ${-S(5)} ${-S(15)}`,
      fill,
      S(3),
    ),
  );
};
const pyramid = (cx, base, sc, light, shade, stair, top) => {
  const S = (v) => v * sc;
  const n = 9;
  const th = S(21);
  let L = "";
  let R = "";
  let lines = "";
  for (let i = 0; i < n; i++) {
    const w = S(400) - i * (S(260) / (n - 1));
    const y = base - (i + 1) * th;
    L += boxD(cx - w / 2, y, w / 2, th);
    R += boxD(cx, y, w / 2, th);
    lines += s`M${cx - w / 2} ${y + 1}H${cx + w / 2}`;
  }
  const ty = base - n * th;
  return join(
    path(L, light),
    path(R, shade),
    stroke(lines, "#fff", 1.5, { opacity: 0.35 }),
    path(s`M${cx - S(30)} ${base}L${cx - S(18)} ${ty}H${cx + S(18)}L${cx + S(30)} ${base}Z`, stair),
    stroke(s`M${cx} ${base}V${ty}`, shade, S(44), {
      "stroke-dasharray": s`${S(2)} ${S(5)}`,
      "stroke-linecap": "butt",
      opacity: 0.35,
    }),
    rect(cx - S(52), ty - S(46), S(104), S(46), top),
    rect(cx, ty - S(46), S(52), S(46), shade, { opacity: 0.45 }),
    rect(cx - S(58), ty - S(54), S(116), S(10), light),
    rect(cx - S(13), ty - S(34), S(26), S(34), darken(shade, 0.55), { rx: S(3) }),
  );
};
const stoneTower = (cx, base, w, h, fill, shade) =>
  join(
    rect(cx - w / 2, base - h, w, h, fill),
    rect(cx, base - h, w / 2, h, shade, { opacity: 0.5 }),
    rect(cx - w / 2 - 3, base - h - 3, w + 6, 6, fill),
    stroke(s`M${cx - w / 2 - 3} ${base - h - 6}h${w + 6}`, fill, 8, {
      "stroke-dasharray": "6 5",
      "stroke-linecap": "butt",
    }),
  );

/* ================================================================ countries */

const LAND = {};

LAND.turkey = (a) => {
  const r = a.r;
  const near = "#2a1838";
  const far = "#7e3f64";
  const hill = peaks(
    840,
    [
      [200, 378, 300],
      [400, 378, 300],
      [680, 200, 170],
    ],
    wobble(r, 5),
  );
  const lights = [];
  for (let i = 0; i < 90; i++) {
    const x = r() * 720;
    const y = hill(x) + 30 + r() * 260;
    if (y < 790 && y > hill(x) + 20) lights.push([x, y]);
  }
  a.add(
    skyRect(
      a,
      ["#1e1b4b", [0.4, "#4c2a5e"], [0.68, "#b84a6e"], [0.86, "#f97360"], [1, "#fdba74"]],
      560,
    ),
    stars(r, 40, 1200, 260, "#fde7f0"),
    sunGlow(a, 780, 540, 78, "#fed7aa", "#fdba74", 330, 0.7),
    path(
      terrainD(
        peaks(
          548,
          [
            [940, 34, 240],
            [1160, 26, 160],
          ],
          wobble(r, 3),
        ),
        { bottom: 570 },
      ),
      far,
    ),
    mosque(1010, 536, 0.26, far),
    path(skylineD(r, { x0: 820, x1: 1200, base: 556, minH: 6, maxH: 22, minW: 10, maxW: 26 }), far),
    suspBridge(470, 1240, 524, 96, "#6a3358"),
    rect(
      0,
      545,
      1200,
      255,
      a.grad(["#f0917a", [0.22, "#a54a6a"], [0.6, "#4a2552"], [1, "#1f1440"]]),
    ),
    (() => {
      let d = "";
      for (let i = 0; i < 16; i++) {
        const w = (170 - i * 9) * (0.55 + r() * 0.6);
        d += boxD(780 - w / 2 + (r() - 0.5) * 30, 552 + i * 13, w, 3);
      }
      return path(d, "#fed7aa", { opacity: 0.55 });
    })(),
    shimmer(r, 26, 0, 560, 1200, 240, "#fbcfe8", 0.18),
    g([
      mosque(310, 470, 0.92, near),
      path(terrainD(hill, { x0: -20, x1: 1000 }), near),
      cypress(150, 520, 60, 12, near),
      cypress(520, 538, 52, 10, near),
    ]),
    dots(lights, "#fcd9a0", 3, { opacity: 0.75 }),
    ferry(900, 648, 1.1, near, near, near, "#fcd9a0"),
    sailboat(620, 590, 0.5, near, "#8e4a6c", "#7e3f64"),
    birds(r, 5, 620, 330, 280, 90, "#3b2145", 1.1),
  );
};

LAND["south-korea"] = (a) => {
  const r = a.r;
  a.add(
    skyRect(a, ["#5fb4e0", [0.5, "#a9dcf2"], [1, "#eef8fb"]], 700),
    sunGlow(a, 980, 150, 40, "#fffdf5", "#ffffff", 220, 0.7),
    cloud(250, 170, 1.15, "#fff", 0.9),
    cloud(690, 120, 0.75, "#fff", 0.75),
    cloud(1080, 270, 0.65, "#fff", 0.7),
    path(
      terrainD(
        peaks(
          560,
          [
            [110, 200, 150],
            [430, 150, 190],
            [760, 240, 170],
            [1110, 190, 160],
          ],
          wobble(r, 8, 0.02),
        ),
      ),
      "#a3cad9",
    ),
    path(
      terrainD(
        peaks(
          610,
          [
            [260, 170, 170],
            [600, 120, 200],
            [1000, 150, 150],
          ],
          wobble(r, 6, 0.025),
        ),
      ),
      "#6ea7b8",
    ),
    path(terrainD(peaks(660, [[860, 190, 170]], wobble(r, 3, 0.02))), "#2f7a6e"),
    // N Seoul Tower on Namsan
    rect(836, 464, 48, 14, "#e2e8f0", { rx: 3 }),
    path("M852 466L856.5 300H863.5L868 466Z", "#f1f5f9"),
    rect(860, 300, 8, 166, "#cbd5e1", { opacity: 0.7 }),
    ell(860, 304, 24, 8, "#e2e8f0"),
    rect(843, 278, 34, 24, "#f8fafc", { rx: 8 }),
    rect(843, 286, 34, 5, "#0f766e", { opacity: 0.7 }),
    ell(860, 278, 19, 6, "#e2e8f0"),
    rect(856.5, 226, 7, 52, "#f1f5f9"),
    rect(859, 168, 2, 60, "#e2e8f0"),
    circ(860, 168, 3, "#f97360"),
    path("M274 690L291 262Q300 214 309 262L326 690Z", a.grad(["#e6f1f6", "#9fbccd"], [0, 0, 1, 0])),
    stroke("M300 232V690", "#ffffff", 1.5, { opacity: 0.6 }),
    skyline(
      a,
      r,
      {
        x0: -10,
        x1: 1210,
        base: 690,
        minH: 60,
        maxH: 170,
        minW: 30,
        maxW: 70,
        tall: [
          [560, 230],
          [1060, 200],
        ],
      },
      "#a3b8ca",
      "#f0f9ff",
      0.4,
    ),
    skyline(
      a,
      r,
      { x0: -20, x1: 1220, base: 700, minH: 30, maxH: 110, minW: 44, maxW: 96 },
      "#5b7690",
      "#dbeafe",
      0.35,
    ),
    rect(0, 690, 1200, 110, a.grad(["#7cc3dc", "#2f7f9e"])),
    shimmer(r, 30, 0, 716, 1200, 84, "#fff", 0.35),
    rect(0, 704, 1200, 9, "#334155"),
    path(
      Array.from({ length: 11 }, (_, i) => boxD(50 + i * 110, 713, 10, 40)).join(""),
      "#334155",
      { opacity: 0.85 },
    ),
    stroke(
      Array.from(
        { length: 11 },
        (_, i) => s`M${60 + i * 110} 716Q${105 + i * 110} 744 ${150 + i * 110} 716`,
      ).join(""),
      "#334155",
      4,
      { opacity: 0.6 },
    ),
    birds(r, 4, 420, 200, 240, 80, "#335b73", 1),
  );
};

LAND.thailand = (a) => {
  const r = a.r;
  const gold = a.grad(["#fbd46d", [0.55, "#e0a53a"], [1, "#b87a25"]], [0, 120, 0, 560], true);
  const band = "#fff3c4";
  const temple = a.shape(
    g([
      thaiHall(205, 552, 190, 0.95, gold),
      thaiHall(1000, 552, 200, 0.95, gold),
      chedi(330, 552, 0.55, gold),
      chedi(870, 552, 0.55, gold),
      prang(445, 552, 0.8, gold, band),
      prang(755, 552, 0.8, gold, band),
      chedi(600, 552, 1.3, gold),
      rect(100, 540, 1000, 14, "#c98f33"),
    ]),
  );
  let pads = "";
  for (let i = 0; i < 14; i++) {
    const x = r() * 1200;
    const y = 640 + r() * 130;
    pads += s`M${x} ${y}m-${18 + y * 0.02} 0a${18 + y * 0.02} ${6 + y * 0.008} 0 1 0 ${36 + y * 0.04} 0a${18 + y * 0.02} ${6 + y * 0.008} 0 1 0 ${-(36 + y * 0.04)} 0Z`;
  }
  a.add(
    skyRect(a, ["#9fd3cf", [0.55, "#e1efd9"], [1, "#fdf0d5"]], 600),
    sunGlow(a, 600, 440, 100, "#fff8e8", "#fff4d6", 380, 0.8),
    cloud(200, 170, 0.9, "#fff", 0.6),
    cloud(1000, 120, 1.1, "#fff", 0.55),
    path(
      terrainD(
        peaks(
          560,
          [
            [140, 90, 220],
            [1060, 110, 230],
          ],
          wobble(r, 6),
        ),
      ),
      "#b6d3bd",
    ),
    use(temple),
    rect(0, 552, 1200, 248, a.grad(["#d3eadf", [0.3, "#8cc4b2"], [1, "#3f8f7f"]])),
    use(temple, { transform: "matrix(1 0 0 -1 0 1104)", opacity: 0.28 }),
    shimmer(r, 34, 0, 560, 1200, 240, "#fff", 0.4),
    path(pads, "#2f7a5a", { opacity: 0.85 }),
    [
      [260, 700],
      [880, 742],
      [1040, 668],
    ].map(([x, y]) =>
      join(
        path(leafD(x, y, -1.9, 22, 6), "#f97360"),
        path(leafD(x, y, -1.25, 22, 6), "#fb8f7c"),
        path(leafD(x, y, -1.57, 26, 7), "#fda4a0"),
      ),
    ),
    palm(r, 80, 810, 450, 70, "#1f5f4a", 1.2),
    palm(r, 200, 820, 320, -30, "#2c6e55", 0.95),
    palm(r, 1120, 815, 420, -80, "#1f5f4a", 1.15),
    path(
      "M-20 800V740Q120 700 300 760Q340 790 360 800ZM1220 800V730Q1080 700 940 770Q910 790 900 800Z",
      "#1f5f4a",
    ),
    birds(r, 4, 700, 230, 260, 80, "#6b7f6a", 1),
  );
};

LAND.mexico = (a) => {
  const r = a.r;
  const jungle = peaks(670, [[260, 210, 400]], wobble(r, 4, 0.03));
  let canopy = "";
  for (let x = -20; x < 820; x += 30) {
    const y = jungle(x + 26) + 46;
    if (y < 660) canopy += s`M${x} ${y}a${26 + r() * 10} ${18 + r() * 12} 0 0 1 ${56} 0Z`;
  }
  a.add(
    skyRect(a, ["#3fb9e3", [0.55, "#a7e6f2"], [1, "#effcfd"]], 470),
    sunGlow(a, 1010, 120, 44, "#ffffff", "#fffbe6", 240, 0.8),
    cloud(260, 150, 1.0, "#fff", 0.9),
    cloud(640, 90, 0.7, "#fff", 0.75),
    cloud(900, 250, 0.8, "#fff", 0.7),
    rect(
      0,
      440,
      1200,
      360,
      a.grad(["#0e7490", [0.25, "#0ea5a5"], [0.6, "#2dd4bf"], [1, "#99f6e4"]]),
    ),
    shimmer(r, 40, 0, 448, 1200, 200, "#e0fbff", 0.45),
    sailboat(930, 470, 0.7, "#f8fafc", "#ffffff", "#fde2d4"),
    sailboat(760, 458, 0.4, "#f8fafc", "#ffffff", "#e2e8f0"),
    path(terrainD(jungle, { x0: -20, x1: 1000, bottom: 700 }), "#2f7d5b"),
    pyramid(300, 478, 0.9, "#e4cfa6", "#bf9f6e", "#efe2c6", "#d3b98a"),
    path(canopy, "#1f6b4f"),
    path(
      terrainD((x) => jungle(x) + 70 + Math.sin(x / 30) * 5, { x0: -20, x1: 1000, bottom: 700 }),
      "#1f6b4f",
    ),
    path("M-20 800V660Q300 600 620 650Q900 690 1220 640V800Z", a.grad(["#fdf1d8", "#f4d9a6"])),
    stroke("M-20 660Q300 600 620 650Q900 690 1220 640", "#ffffff", 7, { opacity: 0.85 }),
    stroke("M-20 676Q300 618 620 668Q900 706 1220 656", "#ffffff", 3, { opacity: 0.4 }),
    beachUmbrella(640, 690, 1, "#f97360"),
    palm(r, 1020, 770, 400, -120, "#155e4b", 1.2),
    palm(r, 1140, 800, 300, -50, "#1d6b53", 0.95),
    birds(r, 4, 500, 180, 260, 90, "#2b6f86", 1),
  );
};

/* =================================================================== cities */

LAND.istanbul = (a) => {
  const r = a.r;
  const hill = peaks(880, [[190, 410, 300]], wobble(r, 4));
  a.add(
    skyRect(a, ["#9fb0e6", [0.55, "#d5dbf5"], [1, "#fbe3d3"]], 570),
    sunGlow(a, 900, 470, 56, "#fff3e8", "#ffe4d4", 260, 0.8),
    cloud(380, 160, 1.0, "#ffffff", 0.55),
    cloud(1000, 110, 0.8, "#ffffff", 0.5),
    path(
      terrainD(
        peaks(
          548,
          [
            [720, 26, 300],
            [1050, 34, 200],
          ],
          wobble(r, 3),
        ),
      ),
      "#a8acd3",
    ),
    mosque(770, 536, 0.56, "#969bc8"),
    path(
      skylineD(r, { x0: 480, x1: 1210, base: 552, minH: 8, maxH: 26, minW: 12, maxW: 30 }),
      "#9ea3cc",
    ),
    suspBridge(940, 1260, 520, 84, "#8a8fbf"),
    rect(0, 550, 1200, 250, a.grad(["#bcc6ec", [0.35, "#8299cc"], [1, "#4a5e99"]])),
    shimmer(r, 40, 0, 556, 1200, 240, "#ffffff", 0.4),
    path(terrainD(hill, { x0: -20, x1: 560 }), "#5c5f96"),
    housesOnHill(r, hill, {
      x0: -10,
      x1: 520,
      rows: 5,
      rowGap: 36,
      minW: 20,
      maxW: 36,
      minH: 22,
      maxH: 40,
      colors: ["#f3e1c5", "#e8b4b8", "#d9a07c", "#c9d2ea", "#f1ccb1"],
      roof: "#b85c45",
      win: "#5c5f96",
    }),
    stoneTower(190, 480, 48, 160, "#efe3cf", "#c8b79c"),
    rect(163, 300, 54, 22, "#e6d7bd"),
    path("M160 302L190 232L220 302Z", "#4a5e99"),
    rect(188, 218, 4, 16, "#4a5e99"),
    stroke(
      "M176 345V365M190 345V365M204 345V365M176 400V420M190 400V420M204 400V420",
      "#8a7a66",
      5,
      { opacity: 0.7 },
    ),
    ferry(760, 660, 1.15, "#f8fafc", "#ffffff", "#f97360", "#64748b"),
    path("M640 690q60 8 120 0q60 -8 120 0", "none", {
      stroke: "#fff",
      "stroke-width": 2,
      opacity: 0.5,
    }),
    birds(r, 7, 420, 300, 420, 140, "#4a5e99", 1.1),
  );
};

LAND.antalya = (a) => {
  const r = a.r;
  const snow = a.grad(
    [
      [0, "#ffffff"],
      [0.2, "#f1f5f9"],
      [0.34, "#9fb3c8"],
      [1, "#7b91ab"],
    ],
    [0, 250, 0, 500],
    true,
  );
  const cliffTop = (x) => 452 + x * 0.02 + Math.sin(x / 37) * 3;
  a.add(
    skyRect(a, ["#6fbde8", [0.6, "#c3e5f6"], [1, "#f3fafd"]], 520),
    sunGlow(a, 980, 130, 38, "#ffffff", "#fffbe8", 200, 0.7),
    cloud(760, 170, 0.9, "#fff", 0.7),
    path(
      terrainD(
        peaks(
          500,
          [
            [180, 170, 140],
            [470, 235, 160],
            [760, 190, 150],
            [1060, 240, 160],
          ],
          wobble(r, 7, 0.03),
        ),
      ),
      snow,
    ),
    path(
      terrainD(
        peaks(
          508,
          [
            [330, 80, 160],
            [880, 70, 200],
          ],
          wobble(r, 4, 0.03),
        ),
      ),
      "#6d8aa5",
    ),
    rect(0, 500, 1200, 300, a.grad(["#1f7fc0", [0.45, "#0e96b8"], [1, "#22b8b0"]])),
    rect(0, 498, 1200, 6, "#ffffff", { opacity: 0.35 }),
    shimmer(r, 40, 420, 508, 780, 290, "#e0f7ff", 0.45),
    sailboat(820, 580, 1, "#f8fafc", "#ffffff", "#fde2d4"),
    sailboat(1030, 540, 0.6, "#f8fafc", "#ffffff", "#e2e8f0"),
    sailboat(680, 522, 0.4, "#f8fafc", "#ffffff", "#e2e8f0"),
    path(
      s`M-20 ${cliffTop(-20)}` +
        Array.from({ length: 13 }, (_, i) => s`L${i * 40} ${cliffTop(i * 40)}`).join("") +
        "C520 470 540 520 548 580C556 650 568 720 600 800H-20Z",
      a.grad(["#e2bf95", "#c59a6c", "#9b7150"]),
    ),
    path(
      "M470 468C520 478 540 520 548 580C556 650 568 720 600 800H470C500 700 495 560 470 468Z",
      "#8d6748",
      { opacity: 0.35 },
    ),
    stroke("M0 540Q200 530 470 548M0 610Q220 598 500 622M0 690Q250 676 520 700", "#8d6748", 3, {
      opacity: 0.3,
    }),
    path(
      s`M-20 ${cliffTop(-20) - 4}` +
        Array.from({ length: 13 }, (_, i) => s`L${i * 40} ${cliffTop(i * 40) - 4}`).join("") +
        "L490 480Q380 470 250 478Q100 486 -20 476Z",
      "#4f8a5e",
    ),
    housesOnHill(r, (x) => cliffTop(x) - 4, {
      x0: 10,
      x1: 380,
      rows: 1,
      minW: 26,
      maxW: 50,
      minH: 22,
      maxH: 52,
      colors: ["#fbf7f0", "#f3e6d3", "#fdfbf7"],
      roof: "#c8664a",
      win: "#7aa6c2",
    }),
    stoneTower(432, 462, 40, 56, "#c9a77f", "#9b7a56"),
    pineTree(60, 470, 0.8, "#3f7a4f", "#6b4f3a"),
    pineTree(470, 466, 0.6, "#3f7a4f", "#6b4f3a"),
    palm(r, 400, 470, 120, 10, "#3f7a4f", 0.5),
    stroke("M548 600Q570 610 590 640M560 690Q580 700 600 740", "#ffffff", 4, { opacity: 0.6 }),
    birds(r, 4, 560, 260, 300, 80, "#4b6b8a", 1),
  );
};

LAND.izmir = (a) => {
  const r = a.r;
  const stone = "#f6ead6";
  const shade = "#dcc6a4";
  const tier = (cx, y, w, h) =>
    join(
      rect(cx - w / 2, y, w, h, stone),
      rect(cx + w / 6, y, w / 3, h, shade, { opacity: 0.6 }),
      rect(cx - w / 2 - 4, y - 5, w + 8, 7, "#efe0c6", { rx: 2 }),
    );
  const arches = (cx, y, w, n, h) => {
    let d = "";
    for (let i = 0; i < n; i++) {
      const x = cx - w / 2 + (w / n) * (i + 0.5);
      d += s`M${x - 5} ${y + h}V${y + 5}a5 5 0 0 1 10 0V${y + h}Z`;
    }
    return path(d, "#a07a5a", { opacity: 0.75 });
  };
  let tiles = "";
  for (let i = -6; i < 16; i++) tiles += s`M${600 + i * 90} 800L${600 + i * 40} 640`;
  a.add(
    skyRect(a, ["#f2a3b3", [0.5, "#fbc3a6"], [1, "#fde9c9"]], 530),
    sunGlow(a, 840, 470, 56, "#fff3dc", "#ffe8c2", 300, 0.85),
    cloud(300, 150, 1.0, "#fff5f0", 0.55),
    path(
      terrainD(
        peaks(
          520,
          [
            [160, 110, 220],
            [560, 60, 200],
            [1120, 130, 200],
          ],
          wobble(r, 5),
        ),
      ),
      "#cf9fb2",
    ),
    path(
      terrainD(
        peaks(
          530,
          [
            [0, 80, 200],
            [1000, 60, 160],
          ],
          wobble(r, 3),
        ),
      ),
      "#b88aa6",
    ),
    path(
      skylineD(r, { x0: 100, x1: 1200, base: 532, minH: 6, maxH: 24, minW: 10, maxW: 28 }),
      "#c79ab0",
    ),
    rect(0, 528, 1200, 120, a.grad(["#f7c6b4", "#c79bb6"])),
    shimmer(r, 30, 0, 534, 1200, 110, "#fff5e6", 0.55),
    rect(0, 640, 1200, 160, a.grad(["#eedfcb", "#dcc5ab"])),
    stroke(tiles + "M0 680H1200M0 730H1200", "#c9ad8d", 2, { opacity: 0.5 }),
    rect(0, 636, 1200, 8, "#d8c0a0"),
    // Yalı mosque
    rect(640, 580, 96, 60, "#efe2d0"),
    dome(688, 580, 46, "#a6adbd", 0.9),
    minaret(760, 640, 140, 9, "#efe2d0"),
    // clock tower
    rect(360, 618, 120, 22, "#e8d6b8", { rx: 3 }),
    tier(420, 520, 76, 100),
    arches(420, 540, 70, 3, 60),
    tier(420, 440, 60, 80),
    arches(420, 456, 56, 2, 50),
    tier(420, 378, 48, 62),
    circ(420, 408, 17, "#ffffff"),
    circ(420, 408, 17, "none", { stroke: "#a07a5a", "stroke-width": 3 }),
    stroke("M420 408V397M420 408L428 412", "#334155", 2.5),
    tier(420, 336, 36, 42),
    dome(420, 332, 20, stone, 1.1),
    palm(r, 150, 700, 360, 14, "#3d6b59", 1.05),
    palm(r, 950, 690, 300, -10, "#3d6b59", 0.9),
    palm(r, 1110, 720, 380, -30, "#3d6b59", 1.1),
    shadow(420, 650, 120, 10, 0.12),
    birds(r, 6, 520, 260, 320, 120, "#8a5a76", 1),
  );
};

LAND.bursa = (a) => {
  const r = a.r;
  const mountain = a.grad(
    [
      [0, "#ffffff"],
      [0.15, "#eef6f4"],
      [0.24, "#8fc3a6"],
      [0.6, "#3f8f6b"],
      [1, "#2f7a5a"],
    ],
    [0, 170, 0, 580],
    true,
  );
  const tile = a.grad(["#2dd4bf", "#0f766e"]);
  const mosqueBody = "#f5ecdc";
  a.add(
    skyRect(a, ["#95cdee", [0.6, "#d4ebf6"], [1, "#eefaf3"]], 620),
    sunGlow(a, 220, 140, 40, "#fffdf2", "#ffffff", 220, 0.7),
    cloud(960, 140, 1.0, "#fff", 0.8),
    cloud(420, 240, 0.6, "#fff", 0.6),
    path(
      terrainD(
        peaks(
          590,
          [
            [720, 400, 320],
            [300, 230, 260],
            [1120, 220, 200],
          ],
          wobble(r, 6, 0.03),
        ),
      ),
      mountain,
    ),
    path(
      terrainD(
        peaks(
          612,
          [
            [190, 90, 200],
            [600, 70, 250],
            [1020, 100, 210],
          ],
          wobble(r, 4, 0.03),
        ),
      ),
      "#3d8a62",
    ),
    housesOnHill(r, () => 598, {
      x0: -10,
      x1: 1210,
      rows: 2,
      rowGap: 22,
      minW: 18,
      maxW: 34,
      minH: 16,
      maxH: 28,
      colors: ["#fbf7f0", "#f1e6d6", "#e9eef0"],
      roof: "#c8664a",
      win: "#8aa0a8",
    }),
    rect(0, 660, 1200, 140, a.grad(["#8cc79b", "#4f9e72"])),
    path("M520 800Q560 720 600 690Q640 720 680 800Z", "#efe6d4"),
    // Green Mosque & tomb
    rect(330, 610, 340, 90, mosqueBody),
    rect(500, 610, 170, 90, "#e3d5bd", { opacity: 0.55 }),
    rect(326, 600, 348, 12, "#e9dcc4"),
    path(s`M470 700V650a30 30 0 0 1 60 0V700Z`, "#0f5f59"),
    path(s`M486 700V656a14 14 0 0 1 28 0V700Z`, "#14b8a6", { opacity: 0.55 }),
    stroke("M370 640v30M410 640v30M590 640v30M630 640v30", "#0f766e", 12, { opacity: 0.85 }),
    rect(380, 578, 90, 24, mosqueBody),
    rect(530, 578, 90, 24, mosqueBody),
    dome(425, 578, 50, tile, 0.92),
    dome(575, 578, 50, tile, 0.92),
    minaret(700, 700, 170, 11, "#f5ecdc"),
    rect(694, 560, 12, 140, "#14b8a6", { opacity: 0.5 }),
    // tomb
    rect(790, 600, 90, 100, "#1f9d8f"),
    rect(835, 600, 45, 100, "#0f766e", { opacity: 0.6 }),
    path("M818 700V650a17 17 0 0 1 34 0V700Z", "#134e4a"),
    dome(835, 600, 46, "#0f766e", 1.05),
    cypress(250, 720, 220, 26, "#1f5f4a"),
    cypress(290, 715, 170, 20, "#2c6e55"),
    cypress(950, 725, 230, 28, "#1f5f4a"),
    cypress(1000, 720, 160, 20, "#2c6e55"),
    roundTree(110, 760, 1.3, "#3f8f5f", "#8fc79b"),
    roundTree(1110, 770, 1.2, "#3f8f5f", "#8fc79b"),
    birds(r, 4, 560, 280, 240, 80, "#2f6f63", 1),
  );
};

LAND.seoul = (a) => {
  const r = a.r;
  const rainbow = ["#f97360", "#fbbf24", "#34d399", "#38bdf8", "#a78bfa"];
  let streaks = "";
  const colors = ["#fcd34d", "#5eead4", "#f9a8a0", "#e0f2fe"];
  const byColor = colors.map(() => "");
  for (let i = 0; i < 46; i++) {
    const x = r() * 1200;
    byColor[i % 4] += boxD(x, 716 + r() * 20, 2 + r() * 4, 20 + r() * 60);
  }
  streaks = byColor.map((d, i) => path(d, colors[i], { opacity: 0.35 })).join("");
  let arcs = "";
  const arcsBy = rainbow.map(() => "");
  for (let i = 0; i < 20; i++) {
    const x = 60 + i * 56;
    arcsBy[i % 5] += s`M${x} 711q16 -2 24 34`;
  }
  arcs = arcsBy.map((d, i) => stroke(d, rainbow[i], 2, { opacity: 0.55 })).join("");
  a.add(
    skyRect(a, ["#0b1324", [0.55, "#12304a"], [1, "#1d6270"]], 700),
    stars(r, 70, 1200, 380, "#e0f2fe"),
    sunGlow(a, 1030, 130, 30, "#fef3c7", "#fef3c7", 150, 0.35),
    path(
      terrainD(
        peaks(
          560,
          [
            [120, 190, 150],
            [460, 130, 180],
            [780, 220, 170],
            [1120, 170, 150],
          ],
          wobble(r, 7, 0.02),
        ),
      ),
      "#183d52",
    ),
    path(terrainD(peaks(640, [[860, 180, 170]], wobble(r, 3))), "#10283a"),
    circ(
      860,
      290,
      70,
      a.radial([
        [0, "#fef3c7", 0.5],
        [1, "#fef3c7", 0],
      ]),
    ),
    path("M852 470L856.5 300H863.5L868 470Z", "#cbd5e1"),
    rect(843, 278, 34, 24, "#e2e8f0", { rx: 8 }),
    rect(843, 286, 34, 5, "#fcd34d"),
    ell(860, 278, 19, 6, "#cbd5e1"),
    rect(856.5, 226, 7, 52, "#e2e8f0"),
    rect(859, 168, 2, 60, "#cbd5e1"),
    circ(860, 168, 4, "#f97360"),
    path("M262 700L286 262Q300 206 314 262L338 700Z", a.grad(["#294a66", "#1a3650"], [0, 0, 1, 0])),
    stroke("M300 230V690", "#fde68a", 2, { opacity: 0.5, "stroke-dasharray": "3 9" }),
    circ(
      300,
      236,
      40,
      a.radial([
        [0, "#fde68a", 0.5],
        [1, "#fde68a", 0],
      ]),
    ),
    skyline(
      a,
      r,
      {
        x0: -10,
        x1: 1210,
        base: 700,
        minH: 70,
        maxH: 190,
        minW: 30,
        maxW: 70,
        tall: [
          [560, 240],
          [1060, 210],
        ],
      },
      "#1c3a55",
      "#fcd34d",
      0.55,
    ),
    skyline(
      a,
      r,
      { x0: -20, x1: 1220, base: 706, minH: 30, maxH: 110, minW: 44, maxW: 96 },
      "#12283d",
      "#a5f3fc",
      0.45,
    ),
    rect(0, 706, 1200, 94, a.grad(["#184a5e", "#0a1726"])),
    streaks,
    rect(0, 703, 1200, 8, "#0a1726"),
    arcs,
    dots(
      Array.from({ length: 24 }, (_, i) => [25 + i * 50, 707]),
      "#fde68a",
      3,
      { opacity: 0.9 },
    ),
  );
};

LAND.bangkok = (a) => {
  const r = a.r;
  const dark = a.grad(["#7a3f35", "#4a2424"], [0, 180, 0, 600], true);
  let wake = "";
  for (let i = 0; i < 5; i++) wake += s`M${250 - i * 40} ${662 + i * 6}h${-60 - i * 20}`;
  a.add(
    skyRect(a, ["#ef8a5f", [0.42, "#f8b470"], [0.8, "#fcd9a0"], [1, "#fdecc8"]], 570),
    sunGlow(a, 420, 470, 86, "#fff3d6", "#ffe6b0", 340, 0.85),
    cloud(820, 160, 1.1, "#ffe9d0", 0.45),
    cloud(240, 120, 0.7, "#ffe9d0", 0.4),
    skyline(
      a,
      r,
      {
        x0: -20,
        x1: 1220,
        base: 560,
        minH: 50,
        maxH: 230,
        minW: 26,
        maxW: 70,
        gap: 6,
        tall: [
          [150, 300],
          [690, 270],
        ],
      },
      "#e3a07d",
      null,
    ),
    skyline(
      a,
      r,
      { x0: -20, x1: 700, base: 566, minH: 30, maxH: 130, minW: 30, maxW: 80, gap: 4 },
      "#cc8466",
      "#ffe7c4",
      0.35,
    ),
    rect(0, 560, 1200, 240, a.grad(["#f5bc8e", [0.4, "#d98b6d"], [1, "#7a3f3a"]])),
    (() => {
      let d = "";
      for (let i = 0; i < 14; i++) {
        const w = (180 - i * 10) * (0.55 + r() * 0.6);
        d += boxD(420 - w / 2 + (r() - 0.5) * 30, 566 + i * 13, w, 3);
      }
      return path(d, "#fff0d0", { opacity: 0.55 });
    })(),
    shimmer(r, 26, 0, 570, 1200, 220, "#fff0d0", 0.25),
    path("M640 600Q760 566 900 572Q1060 566 1220 580V620H640Z", "#4a2424"),
    prang(760, 586, 0.72, dark, "#f8c79a"),
    prang(1050, 586, 0.72, dark, "#f8c79a"),
    thaiHall(1150, 590, 120, 0.7, dark),
    prang(905, 590, 1.5, dark, "#f8c79a"),
    roundTree(680, 600, 0.8, "#4a2424", "#5a2e2a", "#4a2424"),
    g(
      join(
        path(
          "M180 650H470Q500 648 520 628L528 632Q514 664 480 672H200Q185 668 180 650Z",
          "#3b1f1f",
        ),
        rect(250, 626, 150, 8, "#3b1f1f", { rx: 3 }),
        stroke("M262 634v16M388 634v16", "#3b1f1f", 3),
        stroke("M180 652L140 676", "#3b1f1f", 3),
        stroke(wake, "#fff0d0", 2.5, { opacity: 0.6 }),
      ),
    ),
    birds(r, 6, 520, 260, 300, 120, "#7a3f35", 1.1),
  );
};

LAND.phuket = (a) => {
  const r = a.r;
  const karst = (x, b, w, h, c, c2) => {
    const prof = [
      [-0.5, 0],
      [-0.47, -0.3],
      [-0.44, -0.62],
      [-0.34, -0.9],
      [-0.16, -1],
      [0.02, -0.9],
      [0.16, -0.97],
      [0.33, -0.84],
      [0.44, -0.55],
      [0.48, -0.25],
      [0.5, 0],
    ];
    const d = smoothD(prof.map(([px, py]) => [x + px * w, b + py * h])) + "Z";
    let streak = "";
    for (let i = 0; i < 5; i++)
      streak += s`M${x - w * 0.3 + i * w * 0.16} ${b - h * (0.35 + r() * 0.25)}v${h * (0.25 + r() * 0.2)}`;
    return join(
      path(
        d,
        a.grad([
          [0, c],
          [0.45, c],
          [0.75, c2],
          [1, c2],
        ]),
      ),
      stroke(streak, "#ffffff", Math.max(2, w * 0.03), { opacity: 0.12 }),
      ell(x, b + 4, w * 0.48, 5, c, { opacity: 0.22 }),
    );
  };
  a.add(
    skyRect(a, ["#2aa3e0", [0.6, "#86d3f2"], [1, "#e3f6fc"]], 480),
    sunGlow(a, 960, 110, 40, "#ffffff", "#fffbe6", 220, 0.8),
    cloud(300, 140, 1.05, "#fff", 0.9),
    cloud(720, 220, 0.7, "#fff", 0.8),
    rect(
      0,
      466,
      1200,
      334,
      a.grad(["#0d7fa8", [0.35, "#0fb0b8"], [0.75, "#4fd8c9"], [1, "#a7f0df"]]),
    ),
    shimmer(r, 40, 0, 472, 1200, 200, "#e6fffb", 0.5),
    karst(300, 470, 110, 110, "#9cc0b4", "#c3d3cd"),
    karst(650, 468, 80, 80, "#9cc0b4", "#c3d3cd"),
    karst(860, 474, 200, 230, "#3f7d63", "#8d9f98"),
    karst(1040, 474, 130, 150, "#4d8a6d", "#97aba3"),
    path("M-20 800V690Q300 650 620 700Q900 740 1220 700V800Z", a.grad(["#fdf3dc", "#f3dfb5"])),
    stroke("M-20 690Q300 650 620 700Q900 740 1220 700", "#ffffff", 7, { opacity: 0.9 }),
    path(
      "M-20 694Q300 654 620 704Q900 744 1220 704V716Q900 756 620 716Q300 666 -20 706Z",
      "#e6cfa0",
      { opacity: 0.5 },
    ),
    // long-tail boat
    ell(660, 668, 170, 10, "#0e7490", { opacity: 0.22 }),
    path(
      "M500 640L760 640Q792 630 814 556L822 558Q814 640 770 668L540 668Q510 662 500 640Z",
      "#8a5a3c",
    ),
    path("M500 640L760 640Q792 630 814 556L822 558Q800 642 766 652L520 652Z", "#b07a52"),
    stroke("M818 560q16 -6 22 6M818 566q18 2 20 16M816 572q10 10 4 24", "#f97360", 3),
    stroke("M820 562q14 -14 26 -8M817 570q18 -6 26 6", "#fbbf24", 3),
    stroke("M568 640v-44M700 640v-44", "#5b3b28", 3),
    path("M552 598Q634 582 716 598L716 590Q634 574 552 590Z", "#f97360"),
    stroke("M502 640L452 680", "#374151", 4),
    circ(452, 680, 5, "#374151"),
    palm(r, 70, 810, 440, 150, "#1f5f4a", 1.25),
    birds(r, 4, 460, 240, 220, 80, "#2b6f86", 1),
  );
};

LAND.tijuana = (a) => {
  const r = a.r;
  const hillA = peaks(
    520,
    [
      [150, 110, 240],
      [620, 80, 240],
      [1050, 120, 220],
    ],
    wobble(r, 5),
  );
  const hillB = peaks(
    580,
    [
      [300, 70, 260],
      [900, 80, 260],
    ],
    wobble(r, 4),
  );
  const pastel = ["#f9c6c0", "#fde2a6", "#bfe7d6", "#fbd3b0", "#d8ccef", "#fdf6ec"];
  let shops = "";
  const shopC = pastel.map(() => "");
  let x = -10;
  const fronts = [];
  while (x < 1210) {
    const w = 70 + r() * 60;
    const h = 70 + r() * 50;
    if (x + w < 330 || x > 870) {
      shopC[Math.floor(r() * pastel.length)] += boxD(x, 660 - h, w, h);
      fronts.push([x, w, h]);
    }
    x += w + 4;
  }
  shops = shopC.map((d, i) => path(d, pastel[i])).join("");
  const awnings = fronts.map(([fx, w, h], i) =>
    join(
      rect(fx + 8, 660 - h * 0.42, w - 16, 12, i % 2 ? "#f97360" : "#0f766e", { rx: 3 }),
      rect(fx + 12, 660 - h * 0.3, w - 24, h * 0.3, "#64748b", { opacity: 0.35 }),
      rect(fx + 10, 660 - h * 0.85, w - 20, 10, "#ffffff", { opacity: 0.5 }),
    ),
  );
  a.add(
    skyRect(a, ["#79b3e6", [0.6, "#c6def1"], [1, "#f9e3c4"]], 600),
    sunGlow(a, 200, 130, 38, "#fffdf5", "#fffbe6", 200, 0.7),
    cloud(900, 130, 1.0, "#fff", 0.8),
    path(terrainD(hillA), "#dcbf9c"),
    housesOnHill(r, hillA, {
      x0: -10,
      x1: 1210,
      rows: 2,
      rowGap: 30,
      minW: 12,
      maxW: 22,
      minH: 9,
      maxH: 14,
      colors: pastel.map((c) => mix(c, "#dcbf9c", 0.45)),
      roof: null,
      win: null,
    }),
    path(terrainD(hillB), "#c99e72"),
    housesOnHill(r, hillB, {
      x0: -10,
      x1: 1210,
      rows: 2,
      rowGap: 26,
      minW: 16,
      maxW: 28,
      minH: 12,
      maxH: 18,
      colors: pastel.map((c) => mix(c, "#c99e72", 0.2)),
      roof: null,
      win: "#8a6a50",
    }),
    rect(0, 640, 1200, 160, a.grad(["#c9b39a", "#a8927b"])),
    path("M330 800L560 640H640L870 800Z", "#8e8478"),
    stroke("M600 650V800", "#f8fafc", 6, { "stroke-dasharray": "26 22", opacity: 0.8 }),
    shops,
    awnings,
    // the arch
    stroke("M330 662C330 330 430 210 600 210C770 210 870 330 870 662", "#5b6b7c", 36, {
      "stroke-linecap": "butt",
    }),
    stroke("M330 662C330 330 430 210 600 210C770 210 870 330 870 662", "#9aa8b8", 8, {
      "stroke-linecap": "butt",
    }),
    stroke("M330 662C330 330 430 210 600 210C770 210 870 330 870 662", "#334155", 30, {
      "stroke-dasharray": "2 26",
      "stroke-linecap": "butt",
      opacity: 0.35,
    }),
    circ(600, 252, 24, "#ffffff", { stroke: "#334155", "stroke-width": 5 }),
    stroke("M600 252V238M600 252L610 258", "#334155", 3),
    palm(r, 250, 680, 380, 10, "#2f6b52", 0.75, 7),
    palm(r, 960, 680, 400, -10, "#2f6b52", 0.75, 7),
    birds(r, 4, 620, 140, 260, 80, "#5b6b7c", 1),
  );
};

LAND.cancun = (a) => {
  const r = a.r;
  let hotels = "";
  let x = 30;
  while (x < 900) {
    const w = 26 + r() * 40;
    const h = 26 + r() * 70;
    const b = 432 - (x / 900) * 6;
    if (r() < 0.3) {
      const steps = 4;
      for (let i = 0; i < steps; i++)
        hotels += boxD(
          x + (i * w) / 10,
          b - h + (h / steps) * i - h / steps,
          w - (i * w) / 5,
          h / steps + 1,
        );
      hotels += boxD(x, b - h / steps, w, h / steps);
    } else hotels += boxD(x, b - h, w, h);
    x += w + 8 + r() * 20;
  }
  const hotelId = a.shape(el("path", { d: hotels }));
  const lounger = (lx, ly) =>
    join(
      path(s`M${lx} ${ly}h70l22 -22h8l-26 30h-74Z`, "#ffffff"),
      stroke(s`M${lx + 6} ${ly + 8}v12M${lx + 64} ${ly + 8}v12`, "#cbd5e1", 4),
    );
  a.add(
    skyRect(a, ["#1aa3df", [0.6, "#8fd8f2"], [1, "#eafcff"]], 450),
    sunGlow(a, 1020, 110, 42, "#ffffff", "#fffbe6", 220, 0.8),
    cloud(320, 150, 1.05, "#fff", 0.9),
    cloud(760, 100, 0.65, "#fff", 0.8),
    rect(
      0,
      430,
      1200,
      370,
      a.grad(["#0e86a8", [0.28, "#10b5b5"], [0.58, "#35d6c2"], [1, "#a5f3e1"]]),
    ),
    stroke("M0 505H1200M0 560H1200", "#ffffff", 3, { opacity: 0.2 }),
    shimmer(r, 36, 0, 440, 1200, 220, "#f0fdfa", 0.5),
    path("M-20 440Q300 432 940 428Q1000 430 1000 440Z", "#cfe6c9"),
    use(hotelId, { fill: "#f8f5ee" }),
    use(hotelId, { fill: windowPattern(a, "#7fb3c4", 0.6, 8, 9) }),
    path("M-20 800V620Q400 570 800 620Q1000 646 1220 620V800Z", a.grad(["#fef7e8", "#f7e4bf"])),
    stroke("M-20 620Q400 570 800 620Q1000 646 1220 620", "#ffffff", 8, { opacity: 0.9 }),
    beachUmbrella(300, 650, 0.9, "#f97360"),
    beachUmbrella(530, 664, 0.9, "#0f766e"),
    lounger(240, 720),
    lounger(460, 736),
    palm(r, 1040, 790, 430, -130, "#166150", 1.25),
    palm(r, 1150, 800, 330, -60, "#1d6b53", 1),
    birds(r, 4, 420, 200, 260, 80, "#2b6f86", 1),
  );
};

/* ================================================================ brand mark */

const HEART_D =
  "M0 70C-40 40-90 5-90-30C-90-60-65-80-40-80C-20-80-5-68 0-55C5-68 20-80 40-80C65-80 90-60 90-30C90 5 40 40 0 70Z";
/** CareAtlas mark: rounded square, white globe meridians, coral heart. (x,y) = top-left. */
const logoMark = (x, y, size, bg = "#0f766e", fg = "#ffffff", accent = "#f97360") => {
  const c = size / 2;
  const R = size * 0.29;
  const sw = Math.max(1.2, size * 0.055);
  return g(
    [
      bg === "none" ? "" : rect(0, 0, size, size, bg, { rx: size * 0.24 }),
      stroke(
        s`M${c - R} ${c}a${R} ${R} 0 1 0 ${2 * R} 0a${R} ${R} 0 1 0 ${-2 * R} 0Z` +
          s`M${c} ${c - R}c${-R * 0.62} ${R * 0.45} ${-R * 0.62} ${R * 1.55} 0 ${2 * R}c${R * 0.62} ${-R * 0.45} ${R * 0.62} ${-R * 1.55} 0 ${-2 * R}Z` +
          s`M${c - R} ${c}h${2 * R}M${c - R * 0.82} ${c - R * 0.5}h${R * 1.64}M${c - R * 0.82} ${c + R * 0.5}h${R * 1.64}`,
        fg,
        sw,
      ),
      path(HEART_D, accent, {
        transform: s`translate(${c + R * 0.78} ${c + R * 0.7}) scale(${size * 0.0021})`,
        stroke: bg === "none" ? "#ffffff" : bg,
        "stroke-width": 14,
      }),
    ],
    { transform: s`translate(${x} ${y})` },
  );
};

/* =================================================================== clinics */

const CLINICS = [
  ["istanbul-hair-institute", "tr"],
  ["bosphorus-aesthetic-hospital", "tr"],
  ["antalya-smile-dental", "tr"],
  ["lara-eye-vision-center", "tr"],
  ["izmir-fertility-center", "tr"],
  ["aegean-medical-hospital", "tr"],
  ["uludag-hair-clinic", "tr"],
  ["nilufer-dental-studio", "tr"],
  ["gangnam-beauty-plastic-surgery", "kr"],
  ["seoul-vision-eye-clinic", "kr"],
  ["bangkok-royal-international-hospital", "th"],
  ["siam-fertility-clinic", "th"],
  ["andaman-dental-phuket", "th"],
  ["patong-aesthetic-wellness", "th"],
  ["tijuana-bariatric-institute", "mx"],
  ["baja-dental-center", "mx"],
  ["riviera-cosmetic-surgery-cancun", "mx"],
  ["caribbean-fertility-center", "mx"],
];
const specOf = (slug) =>
  /hair/.test(slug)
    ? "hair"
    : /dental|smile/.test(slug)
      ? "dental"
      : /eye|vision/.test(slug)
        ? "eye"
        : /fertility/.test(slug)
          ? "fertility"
          : /bariatric/.test(slug)
            ? "bariatric"
            : /aesthetic|beauty|plastic|cosmetic/.test(slug)
              ? "cosmetic"
              : "general";
const titleCase = (slug) =>
  slug
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");

const clinicTheme = (slug, region) => {
  const r = rngFrom("theme:" + slug);
  return {
    slug,
    region,
    spec: specOf(slug),
    accent: pick(r, ["#0f766e", "#0d9488", "#115e59", "#0e7490", "#137a72"]),
    coral: pick(r, ["#f97360", "#fb8a5b", "#ef7b63", "#f59e6b"]),
    wall: pick(r, ["#f1f5f9", "#e3f1ee", "#f3eadf", "#e7eef6", "#f6e8e2", "#e8efe3", "#f5f2ec"]),
    floor: pick(r, ["#d9cbb9", "#cfd8e0", "#e2d6c6", "#cbd6d4", "#d6c3ab", "#bfa88e", "#e2e5ea"]),
    wood: pick(r, ["#b9865a", "#c89b6d", "#a87448", "#d2ab7f"]),
    fabric: pick(r, ["#5eaaa0", "#8fa3b8", "#e3ab95", "#7fb7c9", "#c2b29b", "#8fb89a"]),
    feature: pick(r, ["wood", "accent", "stone", "green", "arch"]),
    sky: pick(r, [
      ["#7cc4ec", "#e6f5fc"],
      ["#9ad0ee", "#f4f9fb"],
      ["#a5c8e8", "#fbeee4"],
      ["#8fd3e0", "#effaf7"],
      ["#b9c6ec", "#fde9dc"],
    ]),
    facade: fnv(slug + ":facade") % 4,
    floors: 3 + (fnv(slug + ":floors") % 2),
    towerX: [180, 270, 360][fnv(slug + ":tower") % 3],
    garden: r() < 0.5,
    glass: pick(r, ["#7fb6cc", "#8ec5d6", "#93b4c9", "#7fc0bd"]),
    cladding: pick(r, ["#f8fafc", "#f5f0e8", "#eef2f5", "#faf7f2"]),
  };
};

/** Small bit of local scenery for window views and facade backdrops. */
const regionScenery = (region, r, x0, w, hz, k = 1) => {
  const far = { tr: "#b3bfd6", kr: "#a9c0cf", th: "#a9d0bd", mx: "#a8d8cf" }[region];
  const hills = path(
    terrainD(
      peaks(
        hz,
        [
          [x0 + w * 0.25, 60 * k, w * 0.22],
          [x0 + w * 0.8, 45 * k, w * 0.2],
        ],
        wobble(r, 3 * k),
      ),
      { x0: x0 - 10, x1: x0 + w + 10, step: Math.max(10, w / 12), bottom: hz + 400 },
    ),
    far,
  );
  if (region === "tr")
    return join(
      hills,
      rect(x0, hz, w, 400, "#9ccbe0"),
      path(
        skylineD(r, {
          x0,
          x1: x0 + w,
          base: hz + 2,
          minH: 4 * k,
          maxH: 16 * k,
          minW: 8 * k,
          maxW: 20 * k,
        }),
        "#a3b0c9",
      ),
      dome(x0 + w * 0.62, hz - 8 * k, 16 * k, "#97a5c0"),
      rect(x0 + w * 0.62 - 18 * k, hz - 8 * k, 36 * k, 10 * k, "#97a5c0"),
      minaret(x0 + w * 0.62 + 26 * k, hz + 2, 56 * k, 3.4 * k, "#97a5c0"),
    );
  if (region === "kr")
    return join(
      hills,
      path(
        skylineD(r, {
          x0,
          x1: x0 + w,
          base: hz + 30 * k,
          minH: 20 * k,
          maxH: 90 * k,
          minW: 14 * k,
          maxW: 30 * k,
          gap: 3,
        }),
        "#b7c9d6",
      ),
      path(s`M${x0 + w * 0.78 - 2 * k} ${hz}V${hz - 70 * k}h${4 * k}V${hz}Z`, "#c2d2de"),
      ell(x0 + w * 0.78, hz - 62 * k, 7 * k, 4 * k, "#c2d2de"),
    );
  return join(
    hills,
    rect(x0, hz, w, 400, region === "mx" ? "#6fd6cc" : "#8fd0d0"),
    palm(r, x0 + w * 0.15, hz + 60 * k, 120 * k, 14 * k, "#5f9e86", 0.42 * k, 7),
    palm(r, x0 + w * 0.86, hz + 70 * k, 100 * k, -10 * k, "#6aa890", 0.36 * k, 7),
  );
};

/* ---------------------------------------------------------- interior kit */

const roomShell = (a, t, { floorY = 430, wall = t.wall, floor = t.floor } = {}) => {
  let planks = "";
  for (let xb = -500; xb <= 1300; xb += 100)
    planks += s`M${xb} 600L${400 + (xb - 400) * 0.42} ${floorY}`;
  return join(
    rect(0, 0, 800, floorY, a.grad([lighten(wall, 0.5), wall, darken(wall, 0.03)])),
    rect(0, floorY, 800, 600 - floorY, a.grad([darken(floor, 0.04), lighten(floor, 0.25)])),
    stroke(planks + s`M0 ${floorY + 36}H800M0 ${floorY + 92}H800`, "#ffffff", 1.5, {
      opacity: 0.3,
    }),
    rect(0, floorY - 10, 800, 10, darken(wall, 0.07)),
    rect(0, 0, 800, 16, darken(wall, 0.04)),
    dots(
      [
        [150, 8],
        [400, 8],
        [650, 8],
      ],
      "#fffdf0",
      9,
    ),
  );
};
const featureWall = (a, t, x, y, w, h) => {
  if (t.feature === "wood")
    return join(
      rect(x, y, w, h, t.wood),
      rect(
        x,
        y,
        w,
        h,
        a.pattern(14, 10, rect(6, 0, 3, 10, darken(t.wood, 0.25), { opacity: 0.35 })),
      ),
    );
  if (t.feature === "accent")
    return join(
      rect(x, y, w, h, t.accent),
      rect(
        x,
        y,
        w,
        h,
        a.grad(
          [
            [0, "#ffffff", 0.12],
            [1, "#ffffff", 0],
          ],
          [0, 0, 1, 1],
        ),
      ),
    );
  if (t.feature === "green") {
    let d = "";
    const r = rngFrom(t.slug + "moss");
    for (let i = 0; i < 26; i++) d += leafD(x + r() * w, y + r() * h, r() * 6.28, 22 + r() * 20, 6);
    return join(
      rect(x, y, w, h, "#3f7d5f"),
      path(d, "#5fa57a"),
      path(d.split("Z").slice(0, 12).join("Z") + "Z", "#83c293", { transform: "translate(9 7)" }),
    );
  }
  if (t.feature === "arch")
    return join(
      path(
        s`M${x + w * 0.1} ${y + h}V${y + w * 0.45}A${w * 0.4} ${w * 0.4} 0 0 1 ${x + w * 0.9} ${y + w * 0.45}V${y + h}Z`,
        mix(t.coral, t.wall, 0.72),
      ),
      path(
        s`M${x + w * 0.1} ${y + h}V${y + h - 14}H${x + w * 0.9}V${y + h}Z`,
        mix(t.coral, t.wall, 0.6),
      ),
    );
  return join(
    rect(x, y, w, h, "#e7e1d8"),
    stroke(
      s`M${x} ${y + h / 3}H${x + w}M${x} ${y + (2 * h) / 3}H${x + w}M${x + w / 3} ${y}V${y + h / 3}M${x + (2 * w) / 3} ${y + h / 3}V${y + (2 * h) / 3}M${x + w / 2} ${y + (2 * h) / 3}V${y + h}`,
      "#d3cabd",
      3,
    ),
  );
};
const viewWindow = (a, t, x, y, w, h, { panes = 3, frame = "#ffffff", curtains = false } = {}) => {
  const r = rngFrom(t.slug + "view" + x + w);
  const clip = a.clip(rect(x, y, w, h, "#000"));
  let mull = "";
  for (let i = 1; i < panes; i++) mull += s`M${x + (w * i) / panes} ${y}V${y + h}`;
  const k = w / 300;
  return join(
    rect(x - 10, y - 10, w + 20, h + 20, darken(t.wall, 0.08), { rx: 4 }),
    g(
      [
        rect(x, y, w, h, a.grad(t.sky)),
        cloud(x + w * 0.3, y + h * 0.25, 0.5 * k, "#fff", 0.8),
        regionScenery(t.region, r, x, w, y + h * 0.7, k),
      ],
      { "clip-path": clip },
    ),
    path(
      s`M${x + w * 0.08} ${y + h}L${x + w * 0.42} ${y}H${x + w * 0.56}L${x + w * 0.22} ${y + h}Z`,
      "#ffffff",
      { opacity: 0.16 },
    ),
    rect(x, y, w, h, "none", { stroke: frame, "stroke-width": 6 }),
    stroke(mull, frame, 5),
    rect(x - 14, y + h, w + 28, 9, lighten(t.wall, 0.6), { rx: 3 }),
    curtains
      ? join(
          curtain(x - 46, y - 22, 56, h + 40, t.fabric),
          curtain(x + w - 10, y - 22, 56, h + 40, t.fabric),
        )
      : "",
  );
};
const curtain = (x, y, w, h, c) =>
  join(
    rect(x, y, w, h, lighten(c, 0.45), { rx: 6 }),
    stroke(
      s`M${x + w * 0.25} ${y + 6}V${y + h - 4}M${x + w * 0.5} ${y + 6}V${y + h - 4}M${x + w * 0.75} ${y + 6}V${y + h - 4}`,
      darken(lighten(c, 0.45), 0.12),
      3,
      { opacity: 0.6 },
    ),
  );
const pendant = (a, x, len, c, sc = 1) =>
  join(
    circ(
      x,
      len + 26 * sc,
      70 * sc,
      a.radial([
        [0, "#fffbe8", 0.55],
        [1, "#fffbe8", 0],
      ]),
    ),
    stroke(s`M${x} 0V${len}`, "#64748b", 1.5),
    path(
      s`M${x - 28 * sc} ${len + 24 * sc}Q${x - 26 * sc} ${len} ${x} ${len}Q${x + 26 * sc} ${len} ${x + 28 * sc} ${len + 24 * sc}Z`,
      c,
    ),
    ell(x, len + 24 * sc, 16 * sc, 4 * sc, "#fff7d6"),
  );
const plant = (r, x, base, sc, pot, leaf) => {
  let d1 = "";
  let d2 = "";
  const n = 9;
  for (let i = 0; i < n; i++) {
    const ang = -Math.PI / 2 + (i - (n - 1) / 2) * 0.26 + (r() - 0.5) * 0.2;
    const L = (70 + r() * 50) * sc;
    if (i % 2) d1 += leafD(x, base - 44 * sc, ang, L, 10 * sc, 0.15);
    else d2 += leafD(x, base - 44 * sc, ang, L * 0.85, 11 * sc, -0.15);
  }
  return join(
    shadow(x, base, 34 * sc, 6 * sc, 0.1),
    path(d1, leaf),
    path(d2, darken(leaf, 0.18)),
    path(s`M${x - 26 * sc} ${base - 50 * sc}h${52 * sc}l${-6 * sc} ${50 * sc}h${-40 * sc}Z`, pot),
    rect(x - 28 * sc, base - 54 * sc, 56 * sc, 8 * sc, darken(pot, 0.08), { rx: 3 * sc }),
  );
};
const wallArt = (a, t, x, y, w, h, v = 0) =>
  join(
    rect(x - 6, y - 6, w + 12, h + 12, "#ffffff", { rx: 3 }),
    rect(x - 6, y - 6, w + 12, h + 12, "none", {
      stroke: darken(t.wall, 0.12),
      "stroke-width": 1.5,
      rx: 3,
    }),
    rect(x, y, w, h, a.grad([lighten(t.accent, 0.82), lighten(t.coral, 0.75)])),
    v % 2
      ? circ(x + w * 0.68, y + h * 0.36, Math.min(w, h) * 0.18, t.coral, { opacity: 0.8 })
      : rect(x + w * 0.15, y + h * 0.18, w * 0.3, h * 0.5, t.coral, {
          opacity: 0.55,
          rx: w * 0.15,
        }),
    path(
      s`M${x} ${y + h * 0.72}Q${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.55} ${y + h * 0.7}T${x + w} ${y + h * 0.62}V${y + h}H${x}Z`,
      t.accent,
      { opacity: 0.75 },
    ),
  );
const sofa = (x, base, w, c, pillow, legs = "#7c5a43") => {
  const dk = darken(c, 0.14);
  const lt = lighten(c, 0.18);
  return join(
    shadow(x, base, w / 2 + 16, 8, 0.12),
    stroke(s`M${x - w / 2 + 16} ${base - 14}v14M${x + w / 2 - 16} ${base - 14}v14`, legs, 5),
    rect(x - w / 2 + 10, base - 118, w - 20, 70, dk, { rx: 18 }),
    rect(x - w / 2, base - 62, w, 48, c, { rx: 14 }),
    w < 150
      ? rect(x - w / 2 + 24, base - 70, w - 48, 22, lt, { rx: 10 })
      : rect(x - w / 2 + 28, base - 70, (w - 56) / 2 - 3, 22, lt, { rx: 10 }),
    w < 150 ? "" : rect(x + 3, base - 70, (w - 56) / 2 - 3, 22, lt, { rx: 10 }),
    rect(x - w / 2 - 10, base - 88, 34, 74, dk, { rx: 14 }),
    rect(x + w / 2 - 24, base - 88, 34, 74, dk, { rx: 14 }),
    pillow
      ? rect(x - w / 2 + 36, base - 108, 40, 36, pillow, {
          rx: 10,
          transform: s`rotate(-8 ${x - w / 2 + 56} ${base - 90})`,
        })
      : "",
  );
};
const armchair = (x, base, c, legs = "#7c5a43") => sofa(x, base, 96, c, null, legs);
const coffeeTable = (x, base, w, wood, accent) =>
  join(
    shadow(x, base, w / 2 + 6, 6, 0.1),
    stroke(
      s`M${x - w / 2 + 14} ${base - 40}L${x - w / 2 + 8} ${base}M${x + w / 2 - 14} ${base - 40}L${x + w / 2 - 8} ${base}`,
      darken(wood, 0.3),
      4,
    ),
    rect(x - w / 2, base - 48, w, 10, wood, { rx: 5 }),
    rect(x - w * 0.3, base - 58, 44, 10, accent, { rx: 2 }),
    rect(x - w * 0.3 + 4, base - 64, 36, 6, "#ffffff", { rx: 2 }),
    path(s`M${x + w * 0.2 - 9} ${base - 48}q-3 -18 4 -26h10q7 8 4 26Z`, "#ffffff"),
    path(
      leafD(x + w * 0.2, base - 72, -1.2, 26, 5) + leafD(x + w * 0.2, base - 72, -2.1, 22, 5),
      "#5fa57a",
    ),
  );
const bust = (x, y, sc, skin, hair, top, long = false) =>
  join(
    long
      ? path(
          s`M${x - 30 * sc} ${y + 34 * sc}Q${x - 36 * sc} ${y - 6 * sc} ${x} ${y - 4 * sc}Q${x + 36 * sc} ${y - 6 * sc} ${x + 30 * sc} ${y + 34 * sc}L${x + 34 * sc} ${y + 84 * sc}H${x - 34 * sc}Z`,
          hair,
        )
      : "",
    path(
      s`M${x - 50 * sc} ${y + 140 * sc}Q${x - 50 * sc} ${y + 82 * sc} ${x} ${y + 78 * sc}Q${x + 50 * sc} ${y + 82 * sc} ${x + 50 * sc} ${y + 140 * sc}Z`,
      top,
    ),
    rect(x - 10 * sc, y + 50 * sc, 20 * sc, 32 * sc, darken(skin, 0.08), { rx: 7 * sc }),
    ell(x, y + 32 * sc, 26 * sc, 31 * sc, skin),
    path(
      s`M${x - 27 * sc} ${y + 34 * sc}Q${x - 30 * sc} ${y - 2 * sc} ${x} ${y - 1 * sc}Q${x + 30 * sc} ${y - 2 * sc} ${x + 27 * sc} ${y + 30 * sc}Q${x + 16 * sc} ${y + 10 * sc} ${x - 4 * sc} ${y + 12 * sc}Q${x - 18 * sc} ${y + 14 * sc} ${x - 27 * sc} ${y + 34 * sc}Z`,
      hair,
    ),
    path(
      s`M${x - 16 * sc} ${y + 82 * sc}L${x} ${y + 104 * sc}L${x + 16 * sc} ${y + 82 * sc}Z`,
      "#ffffff",
      { opacity: 0.9 },
    ),
  );
const SKIN = ["#f1c7a8", "#d9a47f", "#b97c57", "#8d5a3b", "#f5d3bb"];
const HAIR = ["#2b2118", "#4a3426", "#6b4a33", "#1f1a17", "#8a6a4a"];
const receptionDesk = (t, x, base, w, logo = true) =>
  join(
    shadow(x, base, w / 2 + 24, 10, 0.12),
    rect(x - w / 2 - 12, base - 122, w + 24, 14, t.wood, { rx: 7 }),
    rect(x - w / 2, base - 110, w, 110, "#ffffff", { rx: 12 }),
    rect(x - w / 2, base - 110, w, 110, "none", {
      stroke: darken(t.wall, 0.1),
      "stroke-width": 1.5,
      rx: 12,
    }),
    rect(x - w / 2, base - 36, w, 7, t.accent, { opacity: 0.9 }),
    rect(x - w / 2 + 10, base - 16, w - 20, 10, "#fffbe8", { opacity: 0.7, rx: 5 }),
    logo ? logoMark(x - 24, base - 96, 48, t.accent) : "",
  );
const waitingChairs = (x, base, n, c) => {
  let d = "";
  let legs = "";
  for (let i = 0; i < n; i++) {
    const cx = x + i * 62;
    d += rrD(cx - 26, base - 96, 52, 50, 12) + rrD(cx - 28, base - 52, 56, 16, 8);
    legs += s`M${cx - 18} ${base - 36}V${base}M${cx + 18} ${base - 36}V${base}`;
  }
  return join(
    shadow(x + ((n - 1) * 62) / 2, base, n * 34, 6, 0.1),
    stroke(legs, "#64748b", 3),
    path(d, c),
  );
};
const examBed = (t, x, base, w, c = lighten(t.accent, 0.55)) =>
  join(
    shadow(x, base, w / 2 + 10, 8, 0.12),
    rect(x - w / 2 + 24, base - 62, w - 48, 62, "#e2e8f0", { rx: 6 }),
    stroke(
      s`M${x - w / 2 + 24} ${base - 32}H${x + w / 2 - 24}M${x} ${base - 62}V${base}`,
      "#cbd5e1",
      2,
    ),
    rect(x - w / 2, base - 86, w, 26, c, { rx: 12 }),
    rect(x - w / 2 + 2, base - 128, 70, 24, c, {
      rx: 12,
      transform: s`rotate(-24 ${x - w / 2 + 62} ${base - 80})`,
    }),
    rect(x - w / 2 + 90, base - 89, w - 110, 5, "#ffffff", { opacity: 0.95 }),
  );
const deskSet = (a, t, x, base, w, screen = "chart") =>
  join(
    shadow(x, base, w / 2 + 20, 8, 0.12),
    rect(x + w * 0.2 - 22, base - 150, 44, 56, darken(t.fabric, 0.2), { rx: 12 }),
    stroke(s`M${x + w * 0.2} ${base - 94}V${base - 70}`, "#475569", 5),
    rect(x - w / 2, base - 82, w, 10, t.wood, { rx: 4 }),
    rect(x - w / 2 + 10, base - 72, 46, 72, lighten(t.wood, 0.15), { rx: 3 }),
    stroke(s`M${x - w / 2 + 14} ${base - 46}h38`, darken(t.wood, 0.2), 2),
    stroke(s`M${x + w / 2 - 10} ${base - 72}V${base}`, darken(t.wood, 0.2), 5),
    rect(x - 48, base - 160, 96, 62, "#1e293b", { rx: 5 }),
    rect(x - 43, base - 155, 86, 52, a.grad([lighten(t.accent, 0.75), "#ffffff"])),
    screen === "profile"
      ? path("M-8-20C-2-22 6-18 8-12L12-4L8-2L9 4L7 8C8 14 4 18-2 18L-6 22", "none", {
          stroke: t.accent,
          "stroke-width": 2.5,
          transform: s`translate(${x} ${base - 128}) scale(1.1)`,
          "stroke-linecap": "round",
        })
      : stroke(s`M${x - 36} ${base - 126}h14l6 -12l8 22l6 -14l4 4h34`, t.accent, 2.5),
    stroke(s`M${x} ${base - 98}v16`, "#334155", 5),
    rect(x - 22, base - 86, 44, 5, "#334155", { rx: 2 }),
    rect(x - w / 2 + 24, base - 90, 38, 8, t.coral, { rx: 2 }),
  );
const visitorChair = (x, base, c) =>
  join(
    shadow(x, base, 36, 6, 0.1),
    stroke(
      s`M${x - 22} ${base - 40}L${x - 26} ${base}M${x + 22} ${base - 40}L${x + 26} ${base}`,
      "#475569",
      3.5,
    ),
    rect(x - 30, base - 100, 60, 56, darken(c, 0.1), { rx: 14 }),
    rect(x - 32, base - 52, 64, 16, c, { rx: 8 }),
  );
const hospitalBed = (t, x, base, w, blanket) =>
  join(
    shadow(x, base, w / 2 + 20, 9, 0.12),
    dots(
      [
        [x - w / 2 + 20, base - 8],
        [x + w / 2 - 20, base - 8],
      ],
      "#475569",
      14,
    ),
    stroke(
      s`M${x - w / 2 + 20} ${base - 14}V${base - 40}M${x + w / 2 - 20} ${base - 14}V${base - 40}`,
      "#94a3b8",
      6,
    ),
    rect(x - w / 2 + 6, base - 48, w - 12, 12, "#94a3b8", { rx: 5 }),
    rect(x - w / 2 - 14, base - 150, 16, 116, t.wood, { rx: 7 }),
    rect(x + w / 2 - 2, base - 110, 14, 76, t.wood, { rx: 6 }),
    rect(x - w / 2, base - 80, w, 34, "#ffffff", { rx: 12 }),
    path(
      s`M${x - w / 2 + 4} ${base - 64}L${x - w / 2 + 10} ${base - 122}Q${x - w / 2 + 12} ${base - 130} ${x - w / 2 + 22} ${base - 126}L${x - w / 2 + 96} ${base - 74}Z`,
      "#f8fafc",
    ),
    rect(x - w / 2 + 14, base - 122, 62, 28, "#ffffff", {
      rx: 12,
      transform: s`rotate(-34 ${x - w / 2 + 44} ${base - 108})`,
      stroke: "#e2e8f0",
      "stroke-width": 2,
    }),
    rect(x - w / 2 + 96, base - 86, w - 96, 42, blanket, { rx: 12 }),
    rect(x - w / 2 + 96, base - 86, 26, 42, lighten(blanket, 0.3), { rx: 8 }),
    stroke(s`M${x - w / 2 + 110} ${base - 58}H${x + w / 2 - 40}`, "#cbd5e1", 4),
  );
const ivStand = (x, base, c) =>
  join(
    stroke(
      s`M${x} ${base - 6}V${base - 250}M${x - 18} ${base - 250}H${x + 18}M${x - 22} ${base}L${x} ${base - 8}L${x + 22} ${base}`,
      "#94a3b8",
      3.5,
    ),
    rect(x + 6, base - 246, 24, 40, lighten(c, 0.7), {
      rx: 8,
      stroke: lighten(c, 0.3),
      "stroke-width": 2,
    }),
    stroke(
      s`M${x + 18} ${base - 206}Q${x + 24} ${base - 150} ${x + 60} ${base - 120}`,
      "#cbd5e1",
      1.5,
    ),
  );
const tv = (a, x, y, w, h) =>
  join(
    rect(x, y, w, h, "#1e293b", { rx: 4 }),
    rect(x + 4, y + 4, w - 8, h - 8, a.grad(["#334155", "#0f172a"], [0, 0, 1, 1])),
    path(
      s`M${x + 4} ${y + h - 4}L${x + w * 0.55} ${y + 4}H${x + w * 0.75}L${x + w * 0.28} ${y + h - 4}Z`,
      "#ffffff",
      { opacity: 0.06 },
    ),
  );
const sideTable = (x, base, wood, flower) =>
  join(
    shadow(x, base, 30, 5, 0.1),
    rect(x - 26, base - 58, 52, 58, wood, { rx: 5 }),
    stroke(s`M${x - 20} ${base - 30}h40`, darken(wood, 0.25), 2),
    path(s`M${x - 8} ${base - 58}q-3 -14 2 -22h12q5 8 2 22Z`, "#e0f2fe"),
    stroke(
      s`M${x} ${base - 80}l-8 -22M${x} ${base - 80}l6 -26M${x} ${base - 80}l14 -16`,
      "#5fa57a",
      2,
    ),
    dots(
      [
        [x - 8, base - 102],
        [x + 6, base - 106],
        [x + 14, base - 96],
      ],
      flower,
      10,
    ),
  );
const cabinet = (x, base, w, h, c) =>
  join(
    rect(x, base - h, w, h, c, { rx: 4 }),
    stroke(
      s`M${x + w / 2} ${base - h + 6}V${base - 6}M${x + w / 2 - 8} ${base - h / 2}v14M${x + w / 2 + 8} ${base - h / 2}v14`,
      darken(c, 0.15),
      2.5,
    ),
  );
const wallShelf = (x, y, w, c, items) =>
  join(
    rect(x, y, w, 7, c, { rx: 2 }),
    items.map(([dx, iw, ih, ic]) => rect(x + dx, y - ih, iw, ih, ic, { rx: 2 })),
  );

/* ------------------------------------------------------------ facade */

const CLINIC_ART = {};

/** What each specialty's clinic is, in words (the hero picture's title) and as an emblem. */
const SPEC_NOUN = {
  hair: "hair restoration",
  dental: "dental",
  eye: "eye surgery",
  fertility: "fertility",
  bariatric: "bariatric (weight-loss) surgery",
  cosmetic: "cosmetic surgery (face and body)",
  general: "general hospital (health check-up, heart and orthopaedics)",
};
// A roadside pylon with the specialty's emblem: without it every clinic front looked alike.
const specialtySign = (a, t, cx, base) => {
  const p = CAT[t.spec];
  return join(
    rect(cx - 44, base - 184, 88, 184, "#0f172a", {
      rx: 12,
      opacity: 0.12,
      transform: "translate(6 6)",
    }),
    rect(cx - 44, base - 184, 88, 184, t.accent, { rx: 12 }),
    circ(cx, base - 136, 38, "#ffffff"),
    place(ICON[CAT_ICONS[t.spec][0]](a, p), cx, base - 136, 0.31),
    rect(cx - 28, base - 86, 56, 7, "#ffffff", { rx: 3, opacity: 0.9 }),
    rect(cx - 20, base - 72, 40, 5, "#ffffff", { rx: 2, opacity: 0.6 }),
    rect(cx - 30, base - 8, 60, 8, darken(t.accent, 0.3), { rx: 3 }),
  );
};

CLINIC_ART.facade = (a, t) => {
  const r = a.r;
  const glass = a.grad([lighten(t.glass, 0.35), t.glass, darken(t.glass, 0.2)], [0, 0, 0.6, 1]);
  const mull = a.pattern(30, 36, stroke("M0 0V36M0 0H30", "#ffffff", 2, { opacity: 0.55 }));
  const ground = 470;
  const parts = [
    skyRect(a, [t.sky[0], t.sky[1]], ground),
    sunGlow(a, 680, 90, 0, "#fff", "#ffffff", 220, 0.6),
    cloud(160, 110, 0.8, "#fff", 0.8),
    cloud(620, 170, 0.55, "#fff", 0.7),
  ];
  parts.push(g(regionScenery(t.region, r, 0, 800, 440, 1.6), { opacity: 0.55 }));
  const entrance = (cx, top) =>
    join(
      rect(cx - 70, top, 140, ground - top, darken(t.glass, 0.35)),
      rect(cx - 62, top + 8, 60, ground - top - 8, glass),
      rect(cx + 2, top + 8, 60, ground - top - 8, glass),
      stroke(s`M${cx} ${top + 8}V${ground}`, "#ffffff", 3, { opacity: 0.8 }),
      rect(cx - 100, top - 16, 200, 18, t.cladding, { rx: 3 }),
      rect(cx - 100, top + 2, 200, 4, "#0f172a", { opacity: 0.12 }),
      rect(cx - 88, top - 58, 176, 38, t.accent, { rx: 6 }),
      logoMark(cx - 80, top - 54, 30, "none"),
      rect(cx - 40, top - 44, 104, 6, "#ffffff", { rx: 3, opacity: 0.85 }),
      rect(cx - 40, top - 33, 66, 4, "#ffffff", { rx: 2, opacity: 0.55 }),
    );
  if (t.facade === 0) {
    // glass tower + podium
    const tx = t.towerX;
    parts.push(
      rect(tx, 70, 260, 300, glass),
      rect(tx, 70, 260, 300, mull),
      path(s`M${tx} ${250}L${tx + 170} 70H${tx + 230}L${tx} ${330}Z`, "#ffffff", { opacity: 0.15 }),
      rect(tx - 8, 58, 276, 14, t.cladding, { rx: 3 }),
      rect(tx + 230, 70, 30, 300, t.cladding),
      rect(120, 300, 560, 170, t.cladding),
      rect(120, 300, 560, 12, darken(t.cladding, 0.06)),
      rect(140, 330, 520, 50, glass),
      rect(140, 330, 520, 50, mull),
      rect(140, 400, 160, 70, glass),
      rect(500, 400, 160, 70, glass),
      rect(120, 380, 560, 8, t.accent, { opacity: 0.8 }),
      entrance(400, 400),
    );
  } else if (t.facade === 1) {
    // wide low-rise with horizontal bands and a coloured fin
    const fin = r() < 0.5 ? 120 : 640;
    const top = 390 - t.floors * 78;
    parts.push(rect(80, top, 640, 470 - top, t.cladding));
    for (let i = 0; i < t.floors; i++)
      parts.push(
        rect(100, top + 22 + i * 78, 600, 52, glass),
        rect(100, top + 22 + i * 78, 600, 52, mull),
      );
    parts.push(
      rect(80, top - 10, 640, 16, darken(t.cladding, 0.05), { rx: 3 }),
      t.floors === 3
        ? path(
            Array.from(
              { length: 12 },
              (_, i) => s`M${100 + i * 52} ${top - 10}a26 14 0 0 1 52 0Z`,
            ).join(""),
            "#5fa57a",
          )
        : rect(300, top - 40, 200, 30, t.cladding),
      rect(fin, top - 30, 40, 500 - top, t.accent),
      rect(
        fin,
        top - 30,
        40,
        500 - top,
        a.grad(
          [
            [0, "#ffffff", 0.18],
            [1, "#ffffff", 0],
          ],
          [0, 0, 1, 0],
        ),
      ),
      entrance(fin < 400 ? 460 : 340, 400),
    );
  } else if (t.facade === 3) {
    // rounded-corner block with vertical louvres
    const fins = Array.from({ length: 22 }, (_, i) => s`M${236 + i * 22} 120V380`).join("");
    parts.push(
      path("M220 470V200Q220 110 320 110H700V470Z", t.cladding),
      path("M236 380V204Q236 126 322 126H684V380Z", glass),
      path("M236 380V204Q236 126 322 126H684V380Z", mull),
      g(stroke(fins, t.wood, 8, { "stroke-linecap": "butt" }), {
        "clip-path": a.clip(el("path", { d: "M236 380V204Q236 126 322 126H684V380Z" })),
      }),
      rect(220, 380, 480, 12, darken(t.cladding, 0.06)),
      rect(100, 330, 140, 140, t.cladding),
      rect(112, 350, 116, 100, glass),
      rect(100, 322, 140, 10, t.accent),
      rect(560, 400, 120, 70, glass),
      entrance(420, 400),
    );
  } else {
    // stepped terraces with planting
    parts.push(
      rect(140, 250, 520, 220, t.cladding),
      rect(200, 160, 400, 96, t.cladding),
      rect(270, 80, 260, 86, t.cladding),
      rect(290, 96, 220, 56, glass),
      rect(290, 96, 220, 56, mull),
      rect(220, 178, 360, 60, glass),
      rect(220, 178, 360, 60, mull),
      rect(160, 270, 480, 62, glass),
      rect(160, 270, 480, 62, mull),
      path(
        [
          [270, 80, 260],
          [200, 160, 400],
          [140, 250, 520],
        ]
          .map(([x, y, w]) =>
            Array.from(
              { length: Math.floor(w / 40) },
              (_, i) => s`M${x + i * 40} ${y}a20 12 0 0 1 40 0Z`,
            ).join(""),
          )
          .join(""),
        "#5fa57a",
      ),
      stroke("M140 250H660M200 160H600M270 80H530", t.wood, 5),
      rect(160, 350, 150, 120, glass),
      rect(490, 350, 150, 120, glass),
      entrance(400, 400),
    );
  }
  parts.push(
    rect(0, ground, 800, 130, a.grad(["#e7e5e4", "#d6d3d1"])),
    path("M300 600L360 470H440L500 600Z", "#f5f5f4"),
    stroke("M0 500H800", "#ffffff", 2, { opacity: 0.6 }),
    rect(0, 556, 800, 44, "#a8a29e"),
    stroke("M0 578H800", "#f5f5f4", 4, { "stroke-dasharray": "40 30" }),
    rect(40, 478, 220, 22, "#4f8f5f", { rx: 11 }),
    rect(540, 478, 220, 22, "#4f8f5f", { rx: 11 }),
  );
  parts.push(specialtySign(a, t, 630, 506));
  if (t.region === "th" || t.region === "mx")
    parts.push(
      palm(r, 70, 520, 300, 20, "#2c6e55", 0.8, 7),
      palm(r, 740, 520, 280, -20, "#2c6e55", 0.75, 7),
    );
  else
    parts.push(
      roundTree(70, 520, 1.5, "#3f8f5f", "#8fc79b"),
      roundTree(735, 520, 1.35, "#4f9a66", "#9fd3a9"),
    );
  parts.push(
    dots(
      [
        [160, 490],
        [200, 486],
        [600, 488],
        [650, 490],
      ],
      t.coral,
      8,
    ),
  );
  a.add(parts);
};

/* ------------------------------------------------------------ reception */

CLINIC_ART.reception = (a, t) => {
  const r = a.r;
  const skin = pick(r, SKIN);
  const hair = pick(r, HAIR);
  const v = fnv(t.slug + ":reception") % 3;
  const flip = v === 2;
  const dx = v === 1 ? 400 : 290;
  const dark = t.feature === "accent" || t.feature === "green" || t.feature === "wood";
  const lx = flip ? 800 - dx : dx;
  const scene = [
    roomShell(a, t),
    featureWall(a, t, dx - 170, 16, 340, 404),
    rect(dx - 70, 160, 140, 10, dark ? "#ffffff" : t.accent, { rx: 5, opacity: 0.8 }),
    v === 1
      ? join(
          viewWindow(a, t, 620, 80, 150, 250, { panes: 2 }),
          wallArt(a, t, 60, 120, 110, 140, r() < 0.5 ? 1 : 0),
        )
      : viewWindow(a, t, 540, 70, 220, 250, { panes: 2 }),
    bust(dx, 246, 0.95, skin, hair, t.feature === "accent" ? "#f8fafc" : t.accent, r() < 0.5),
    receptionDesk(t, dx, 470, 300, false),
    pendant(a, dx - 110, 130, t.coral, 0.9),
    pendant(a, dx + 110, 130, t.coral, 0.9),
    v === 1
      ? plant(r, 612, 470, 1.1, "#f8fafc", "#4f9a66")
      : plant(r, 60, 480, 1.3, "#f8fafc", "#4f9a66"),
    v === 1 ? waitingChairs(50, 520, 3, t.fabric) : waitingChairs(560, 540, 3, t.fabric),
    v === 1 ? plant(r, 740, 560, 1.2, t.cladding, "#3f8f5f") : "",
  ];
  a.add(
    flip ? g(scene, { transform: "matrix(-1 0 0 1 800 0)" }) : scene,
    logoMark(lx - 36, 70, 72, dark ? "#ffffff" : t.accent, dark ? t.accent : "#ffffff"),
    logoMark(lx - 24, 374, 48, t.accent),
  );
};

/* ------------------------------------------------------------ treatment rooms */

const dentalChair = (t, x, base, color = t.accent, lamp = true) =>
  join(
    shadow(x, base, 150, 10, 0.12),
    ell(x, base - 6, 70, 10, "#cbd5e1"),
    rect(x - 16, base - 80, 32, 76, "#e2e8f0", { rx: 8 }),
    stroke(
      s`M${x - 196} ${base - 178}L${x - 70} ${base - 104}H${x + 70}L${x + 160} ${base - 66}`,
      color,
      30,
    ),
    stroke(s`M${x - 226} ${base - 196}L${x - 200} ${base - 182}`, lighten(color, 0.25), 26),
    stroke(s`M${x - 150} ${base - 158}L${x - 80} ${base - 118}H${x + 60}`, lighten(color, 0.2), 8, {
      opacity: 0.6,
    }),
    rect(x - 40, base - 132, 80, 12, "#cbd5e1", { rx: 6 }),
    !lamp
      ? ""
      : stroke(
          s`M${x + 150} ${base - 4}V${base - 300}Q${x + 150} ${base - 330} ${x + 110} ${base - 330}H${x - 10}`,
          "#cbd5e1",
          8,
        ),
    !lamp
      ? ""
      : ell(x - 20, base - 322, 40, 18, "#f1f5f9", { stroke: "#cbd5e1", "stroke-width": 4 }),
    !lamp ? "" : ell(x - 20, base - 312, 26, 7, "#fffbe8"),
    !lamp ? "" : stroke(s`M${x + 150} ${base - 190}H${x + 210}`, "#cbd5e1", 6),
    !lamp ? "" : rect(x + 190, base - 200, 70, 10, "#f8fafc", { rx: 4 }),
    !lamp
      ? ""
      : stroke(
          s`M${x + 200} ${base - 200}v-14M${x + 214} ${base - 200}v-18M${x + 228} ${base - 200}v-12M${x + 242} ${base - 200}v-16`,
          "#94a3b8",
          3,
        ),
  );
const TREATMENT_ROOM = {
  dental: (a, t, r) =>
    join(
      viewWindow(a, t, 70, 80, 220, 200, { panes: 2 }),
      cabinet(560, 430, 200, 90, "#f8fafc"),
      rect(556, 336, 208, 8, t.wood, { rx: 3 }),
      rect(590, 150, 150, 96, "#1e293b", { rx: 6 }),
      rect(596, 156, 138, 84, a.grad(["#e0f2fe", "#ffffff"])),
      path(
        "M632 176c-10 0-14 10-12 20l4 28c1 6 8 6 9 0l3-14 3 14c1 6 8 6 9 0l4-28c2-10-2-20-12-20-4 0-4 2-8 2s-4-2-8-2Z",
        "#ffffff",
        { stroke: t.accent, "stroke-width": 2.5 },
      ),
      stroke("M672 186h48M672 200h36M672 214h42", "#94a3b8", 5),
      dentalChair(t, 360, 520),
      plant(r, 740, 560, 1.1, "#ffffff", "#4f9a66"),
    ),
  eye: (a, t, r) => {
    let chart = "";
    [28, 22, 17, 13, 10, 8].forEach((sz, i) => {
      const n = i + 1;
      const y = 110 + i * 34;
      for (let j = 0; j < n; j++)
        chart += boxD(600 - (n * sz * 1.6) / 2 + j * sz * 1.6, y, sz, sz * 0.9);
    });
    return join(
      rect(530, 90, 140, 250, "#ffffff", { rx: 6, stroke: "#e2e8f0", "stroke-width": 2 }),
      path(chart, "#334155"),
      rect(548, 312, 104, 5, t.coral, { rx: 2 }),
      wallArt(a, t, 110, 110, 120, 150, 1),
      armchair(320, 520, t.accent),
      stroke("M470 520V190Q470 170 450 170H380", "#94a3b8", 8),
      rect(455, 520, 30, 8, "#94a3b8", { rx: 3 }),
      rect(300, 152, 120, 48, "#e2e8f0", { rx: 14, stroke: "#94a3b8", "stroke-width": 3 }),
      circ(334, 176, 16, "#334155"),
      circ(386, 176, 16, "#334155"),
      circ(334, 176, 8, "#7dd3fc"),
      circ(386, 176, 8, "#7dd3fc"),
      shadow(640, 520, 100, 8, 0.1),
      rect(560, 430, 160, 12, "#f8fafc", { rx: 4 }),
      stroke("M580 442V520M700 442V520", "#94a3b8", 6),
      rect(600, 360, 28, 70, "#475569", { rx: 6 }),
      rect(640, 340, 24, 90, "#64748b", { rx: 6 }),
      ell(652, 340, 16, 10, "#94a3b8"),
      rect(676, 392, 30, 38, "#cbd5e1", { rx: 4 }),
      plant(r, 90, 540, 1.2, "#ffffff", "#4f9a66"),
    );
  },
  hair: (a, t, r) =>
    join(
      rect(250, 70, 300, 240, "#f8fafc", { rx: 120 }),
      rect(262, 82, 276, 216, a.grad(["#e6f0f5", "#ffffff"]), { rx: 108 }),
      rect(250, 70, 300, 240, "none", {
        rx: 120,
        stroke: "#fffbe8",
        "stroke-width": 6,
        opacity: 0.9,
      }),
      path("M300 250L420 96H470L350 250Z", "#ffffff", { opacity: 0.5 }),
      path("M376 268L480 134H500L396 268Z", "#ffffff", { opacity: 0.4 }),
      dentalChair(t, 420, 540, t.fabric, false),
      shadow(640, 520, 60, 7, 0.1),
      rect(600, 380, 90, 12, "#f8fafc", { rx: 4 }),
      rect(612, 392, 66, 110, "#e2e8f0", { rx: 4 }),
      stroke("M612 430h66M612 466h66", "#cbd5e1", 2),
      dots(
        [
          [620, 512],
          [670, 512],
        ],
        "#475569",
        10,
      ),
      rect(616, 340, 58, 40, "#1e293b", { rx: 5 }),
      rect(620, 344, 50, 32, lighten(t.accent, 0.7)),
      stroke("M628 368l8-10 8 6 8-12 10 8", t.accent, 2.5),
      wallShelf(80, 200, 120, t.wood, [
        [10, 18, 30, t.coral],
        [34, 14, 40, "#ffffff"],
        [56, 22, 24, t.accent],
        [90, 16, 34, "#e2e8f0"],
      ]),
      wallShelf(80, 280, 120, t.wood, [
        [14, 30, 20, "#ffffff"],
        [56, 16, 36, t.coral],
        [86, 20, 28, "#e2e8f0"],
      ]),
      plant(r, 120, 560, 1.2, "#ffffff", "#4f9a66"),
    ),
  cosmetic: (a, t, r) =>
    join(
      viewWindow(a, t, 520, 70, 220, 230, { panes: 2, curtains: true }),
      wallArt(a, t, 90, 100, 150, 110, 0),
      deskSet(a, t, 300, 470, 250, "profile"),
      visitorChair(240, 540, t.fabric),
      visitorChair(360, 545, t.fabric),
      sofa(640, 500, 180, lighten(t.fabric, 0.2), t.coral),
      plant(r, 480, 470, 0.9, "#ffffff", "#4f9a66"),
    ),
  fertility: (a, t) =>
    join(
      wallArt(a, t, 80, 100, 140, 110, 1),
      viewWindow(a, t, 300, 70, 200, 200, { panes: 2 }),
      examBed(t, 420, 470, 240, lighten(t.coral, 0.55)),
      curtain(580, 40, 70, 380, t.fabric),
      shadow(180, 500, 50, 7, 0.1),
      rect(150, 420, 64, 80, "#e2e8f0", { rx: 8 }),
      dots(
        [
          [158, 504],
          [206, 504],
        ],
        "#475569",
        10,
      ),
      stroke("M182 420V330", "#94a3b8", 6),
      rect(130, 270, 104, 70, "#1e293b", { rx: 6 }),
      rect(136, 276, 92, 58, "#0f172a"),
      path("M150 326a32 32 0 0 1 64 0Z", "#334155"),
      ell(182, 314, 8, 6, "#94a3b8"),
      rect(140, 410, 84, 12, "#cbd5e1", { rx: 4 }),
      sideTable(700, 520, t.wood, t.coral),
    ),
  general: (a, t, r) =>
    join(
      viewWindow(a, t, 90, 80, 200, 210, { panes: 2 }),
      cabinet(540, 430, 220, 90, "#f8fafc"),
      rect(536, 336, 228, 8, t.wood, { rx: 3 }),
      rect(560, 120, 180, 120, "#f8fafc", { rx: 4, stroke: "#e2e8f0", "stroke-width": 2 }),
      stroke("M650 120V240M560 180H740", "#e2e8f0", 2),
      dots(
        [
          [590, 150],
          [620, 150],
          [690, 150],
          [710, 205],
          [600, 210],
        ],
        t.coral,
        12,
        { opacity: 0.7 },
      ),
      examBed(t, 330, 480, 280),
      stroke("M150 520V300", "#94a3b8", 5),
      rect(110, 250, 84, 60, "#1e293b", { rx: 6 }),
      stroke("M118 282h16l6-14 8 26 6-16 6 6h30", "#5eead4", 2.5),
      path("M130 520l20-12 20 12Z", "#94a3b8"),
      plant(r, 730, 560, 1.1, "#ffffff", "#4f9a66"),
    ),
  bariatric: (a, t, r) =>
    join(
      viewWindow(a, t, 470, 70, 260, 210, { panes: 3 }),
      rect(110, 100, 120, 160, "#ffffff", { rx: 6, stroke: "#e2e8f0", "stroke-width": 2 }),
      path("M170 140c-6-6-26-6-26 14 0 22 16 30 26 26 10 4 26-4 26-26 0-20-20-20-26-14Z", t.coral),
      path(leafD(170, 140, -1.2, 20, 5), "#5fa57a"),
      stroke("M132 210h76M132 226h56M132 242h66", "#94a3b8", 5),
      deskSet(a, t, 560, 470, 240),
      visitorChair(470, 540, t.fabric),
      shadow(270, 520, 60, 7, 0.1),
      rect(226, 500, 88, 18, "#cbd5e1", { rx: 6 }),
      rect(262, 300, 16, 200, "#e2e8f0", { rx: 4 }),
      rect(250, 290, 40, 8, "#94a3b8", { rx: 3 }),
      rect(240, 330, 60, 40, "#f8fafc", { rx: 6, stroke: "#cbd5e1", "stroke-width": 2 }),
      stroke("M256 350h28", t.accent, 4),
      plant(r, 90, 560, 1.2, "#ffffff", "#4f9a66"),
    ),
};
CLINIC_ART.treatment = (a, t) =>
  a.add(roomShell(a, t), pendant(a, 400, 40, t.coral, 0.8), TREATMENT_ROOM[t.spec](a, t, a.r));

/* ------------------------------------------------------------ recovery / garden */

CLINIC_ART.recovery = (a, t) => {
  const r = a.r;
  const v = fnv(t.slug + "recovery") % 3;
  const wx = [330, 380, 300][v];
  a.add(
    roomShell(a, t),
    v === 1
      ? featureWall(a, t, 40, 120, 300, 310)
      : v === 0
        ? wallArt(a, t, 70, 110, 130, 100, v)
        : "",
    viewWindow(a, t, wx, 60, 330, 260, { panes: 3, curtains: true }),
    v === 2 ? tv(a, 90, 150, 130, 76) : "",
    hospitalBed(t, 300, 520, 330, [t.fabric, lighten(t.accent, 0.3), lighten(t.coral, 0.3)][v]),
    ivStand(110, 520, t.accent),
    sideTable(500, 500, t.wood, t.coral),
    v === 1
      ? sofa(660, 530, 190, lighten(t.fabric, 0.15), t.coral)
      : armchair(650, 530, lighten(t.fabric, 0.15)),
    v === 1 ? "" : plant(r, 760, 560, 1.1, "#ffffff", "#4f9a66"),
    rect(560, 544, 210, 30, lighten(t.coral, 0.6), { rx: 15, opacity: 0.6 }),
  );
};

CLINIC_ART.garden = (a, t) => {
  const r = a.r;
  const tropical = t.region === "th" || t.region === "mx";
  const leaf = tropical ? "#2f7a5a" : "#3f8f5f";
  const flower = pick(r, [t.coral, "#f9a8d4", "#fbbf24", "#c4b5fd"]);
  const style = fnv(t.slug + "garden") % 3;
  const side = r() < 0.5;
  const bx = side ? 560 : 0;
  const tree = (x, base, sc) =>
    tropical
      ? palm(r, x, base, 300 * sc, 20 * sc, leaf, 0.8 * sc, 7)
      : roundTree(x, base, 1.5 * sc, leaf, "#8fc79b");
  const parts = [
    skyRect(a, [t.sky[0], t.sky[1]], 360),
    sunGlow(a, side ? 160 : 640, 90, 30, "#fffdf2", "#ffffff", 160, 0.7),
    cloud(side ? 380 : 420, 120, 0.7, "#fff", 0.8),
  ];
  if (style === 1) {
    // sun terrace with a view
    let planks = "";
    for (let xb = -700; xb <= 1500; xb += 70) planks += s`M${xb} 600L${400 + (xb - 400) * 0.5} 420`;
    parts.push(
      regionScenery(t.region, r, 0, 800, 330, 2.4),
      rect(0, 420, 800, 180, a.grad([darken(t.wood, 0.05), lighten(t.wood, 0.2)])),
      stroke(planks, darken(t.wood, 0.25), 2, { opacity: 0.35 }),
      rect(0, 360, 800, 62, "#e0f2fe", { opacity: 0.35 }),
      stroke("M0 358H800", "#e2e8f0", 6),
      stroke("M100 360V420M300 360V420M500 360V420M700 360V420", "#e2e8f0", 3, { opacity: 0.8 }),
      beachUmbrella(side ? 230 : 570, 500, 1.3, t.accent),
      g(
        [
          path("M0 0h120l36 -34h10l-38 44H0Z", "#ffffff"),
          stroke("M8 10v18M112 10v18", "#cbd5e1", 5),
          rect(8, -8, 70, 10, lighten(t.coral, 0.5), { rx: 5 }),
        ],
        { transform: s`translate(${side ? 300 : 340} 520)` },
      ),
      g(
        [
          path("M0 0h120l36 -34h10l-38 44H0Z", "#ffffff"),
          stroke("M8 10v18M112 10v18", "#cbd5e1", 5),
          rect(8, -8, 70, 10, lighten(t.accent, 0.6), { rx: 5 }),
        ],
        { transform: s`translate(${side ? 470 : 150} 540)` },
      ),
      plant(r, 40, 600, 1.4, t.cladding, leaf),
      plant(r, 760, 600, 1.4, t.cladding, leaf),
      shadow(side ? 240 : 560, 560, 30, 4, 0.1),
    );
  } else if (style === 2) {
    // courtyard with pergola
    let tiles = "";
    for (let xb = -800; xb <= 1600; xb += 90) tiles += s`M${xb} 600L${400 + (xb - 400) * 0.45} 390`;
    parts.push(
      path(
        terrainD(
          peaks(
            330,
            [
              [200, 50, 200],
              [600, 40, 220],
            ],
            wobble(r, 4),
          ),
          { x0: -20, x1: 820, step: 40, bottom: 400 },
        ),
        "#9fcfb0",
      ),
      tree(120, 380, 0.9),
      tree(680, 380, 0.9),
      rect(0, 300, 800, 90, t.cladding),
      rect(0, 300, 800, 10, darken(t.cladding, 0.06)),
      rect(0, 390, 800, 210, a.grad(["#e7e1d8", "#f5f1ea"])),
      stroke(tiles + "M0 430H800M0 490H800", "#d6cfc2", 2),
      stroke("M120 600V150M680 600V150", t.wood, 14),
      stroke("M60 150H740", darken(t.wood, 0.1), 16),
      stroke(
        Array.from({ length: 9 }, (_, i) => s`M${90 + i * 78} 140v24`).join(""),
        darken(t.wood, 0.2),
        10,
        { "stroke-linecap": "butt" },
      ),
      path(
        Array.from({ length: 14 }, (_, i) =>
          leafD(70 + i * 50, 158, 1.2 + (i % 3) * 0.35, 34, 8),
        ).join(""),
        leaf,
      ),
      dots(
        Array.from({ length: 12 }, (_, i) => [90 + i * 55, 196 + (i % 3) * 10]),
        flower,
        9,
      ),
      shadow(400, 540, 90, 10, 0.12),
      ell(400, 470, 70, 16, "#ffffff"),
      stroke("M400 486V540M370 540h60", "#94a3b8", 5),
      visitorChair(300, 560, t.fabric),
      visitorChair(500, 560, t.fabric),
      path(s`M392 470q-3 -20 2 -28h12q5 8 2 28Z`, lighten(t.accent, 0.7)),
      plant(r, 190, 600, 1.3, t.coral, leaf),
      plant(r, 610, 600, 1.3, t.coral, leaf),
    );
  } else {
    parts.push(
      path(
        terrainD(
          peaks(
            330,
            [
              [200, 50, 200],
              [600, 40, 220],
            ],
            wobble(r, 4),
          ),
          { x0: -20, x1: 820, step: 40, bottom: 400 },
        ),
        "#9fcfb0",
      ),
      rect(0, 320, 800, 280, a.grad(["#a7d8a8", "#6fb57f"])),
      rect(bx, 60, 240, 300, t.cladding),
      rect(bx + 20, 90, 200, 70, a.grad([lighten(t.glass, 0.3), t.glass])),
      rect(bx + 20, 190, 200, 70, a.grad([lighten(t.glass, 0.3), t.glass])),
      stroke(
        s`M${bx + 70} 90V160M${bx + 120} 90V160M${bx + 170} 90V160M${bx + 70} 190V260M${bx + 120} 190V260M${bx + 170} 190V260`,
        "#ffffff",
        3,
        { opacity: 0.7 },
      ),
      rect(bx, 280, 240, 80, a.grad([lighten(t.glass, 0.3), t.glass])),
      rect(bx, 272, 240, 10, t.accent),
      rect(0, 340, 800, 34, "#4f8f5f", { rx: 17 }),
      path("M330 600L380 380H420L470 600Z", "#efe9df"),
      dots(
        [
          [400, 400],
          [398, 440],
          [402, 490],
          [396, 550],
        ],
        "#d6cfc2",
        14,
        { opacity: 0.6 },
      ),
      ell(side ? 220 : 580, 470, 110, 26, a.grad(["#7dd3fc", "#38bdf8"])),
      ell(side ? 220 : 580, 470, 110, 26, "none", { stroke: "#e7e5e4", "stroke-width": 6 }),
      dots(
        [
          [side ? 190 : 550, 466],
          [side ? 250 : 610, 474],
        ],
        "#5fa57a",
        12,
      ),
      tree(side ? 90 : 710, 420, 1),
      tropical
        ? palm(r, side ? 300 : 500, 380, 220, -10, leaf, 0.6, 7)
        : cypress(side ? 300 : 500, 380, 150, 22, "#2c6e55"),
      shadow(side ? 600 : 200, 560, 90, 8, 0.12),
      rect(side ? 510 : 110, 500, 180, 14, t.wood, { rx: 4 }),
      rect(side ? 510 : 110, 470, 180, 12, t.wood, { rx: 4 }),
      stroke(s`M${side ? 525 : 125} 514v44M${side ? 675 : 275} 514v44`, "#475569", 6),
      dots(
        Array.from({ length: 16 }, () => [r() * 800, 560 + r() * 36]),
        flower,
        9,
      ),
      dots(
        Array.from({ length: 10 }, () => [r() * 800, 360 + r() * 20]),
        "#fde68a",
        7,
      ),
    );
  }
  a.add(parts);
};

/* ------------------------------------------------------------ interiors */

CLINIC_ART.lounge = (a, t) => {
  const r = a.r;
  const v = fnv(t.slug + ":lounge") % 3;
  if (v === 1)
    return a.add(
      roomShell(a, t),
      featureWall(a, t, 190, 16, 420, 404),
      circ(400, 190, 86, "#ffffff", { opacity: 0.9 }),
      circ(400, 190, 74, a.grad([lighten(t.accent, 0.8), lighten(t.coral, 0.7)], [0, 0, 1, 1])),
      path("M326 210Q370 170 410 200T474 196A74 74 0 0 1 326 210Z", t.accent, { opacity: 0.7 }),
      pendant(a, 300, 70, t.coral, 0.8),
      pendant(a, 500, 70, t.coral, 0.8),
      ell(400, 568, 300, 24, lighten(t.accent, 0.7), { opacity: 0.6 }),
      sofa(400, 510, 300, t.fabric, t.coral),
      armchair(110, 530, lighten(t.accent, 0.3)),
      armchair(690, 530, lighten(t.accent, 0.3)),
      coffeeTable(400, 580, 200, t.wood, t.accent),
      plant(r, 770, 430, 1.0, "#ffffff", "#4f9a66"),
    );
  if (v === 2)
    return a.add(
      roomShell(a, t),
      viewWindow(a, t, 90, 50, 620, 230, { panes: 4 }),
      shadow(400, 430, 260, 6, 0.08),
      rect(180, 350, 440, 70, t.wood, { rx: 6 }),
      stroke("M290 358V412M400 358V412M510 358V412", darken(t.wood, 0.2), 2),
      path("M250 350q-4-24 4-36h14q8 12 4 36Z", "#ffffff"),
      path(leafD(262, 316, -1.3, 40, 7) + leafD(262, 316, -1.9, 36, 7), "#5fa57a"),
      rect(520, 330, 60, 20, t.coral, { rx: 3 }),
      rect(526, 318, 48, 12, "#ffffff", { rx: 3 }),
      sofa(220, 530, 260, t.fabric, t.coral),
      armchair(560, 540, lighten(t.accent, 0.3)),
      armchair(690, 540, lighten(t.accent, 0.3)),
      coffeeTable(420, 580, 150, t.wood, t.accent),
      plant(r, 40, 560, 1.2, t.coral, "#3f8f5f"),
    );
  a.add(
    roomShell(a, t),
    viewWindow(a, t, 60, 60, 340, 270, { panes: 3 }),
    wallArt(a, t, 520, 100, 90, 120, 1),
    wallArt(a, t, 630, 130, 90, 90, 0),
    pendant(a, 580, 150, t.coral),
    ell(420, 568, 260, 22, lighten(t.coral, 0.65), { opacity: 0.6 }),
    sofa(330, 510, 280, t.fabric, t.coral),
    armchair(620, 520, lighten(t.accent, 0.3)),
    coffeeTable(480, 566, 190, t.wood, t.accent),
    plant(r, 750, 520, 1.3, "#ffffff", "#4f9a66"),
    plant(r, 50, 560, 1.1, t.coral, "#3f8f5f"),
  );
};
CLINIC_ART.theatre = (a, t) => {
  const wall = mix(t.wall, "#cfe8e3", 0.7);
  const light = (x, y, rr) =>
    join(
      circ(
        x,
        y + 80,
        rr * 2.4,
        a.radial([
          [0, "#fffbe8", 0.45],
          [1, "#fffbe8", 0],
        ]),
      ),
      ell(x, y, rr, rr * 0.5, "#e2e8f0"),
      ell(x, y + 4, rr * 0.8, rr * 0.32, "#fffbe8"),
      ell(x, y + 4, rr * 0.3, rr * 0.12, "#ffffff"),
    );
  a.add(
    roomShell(a, t, { wall, floor: "#d5dde0" }),
    rect(80, 60, 640, 300, lighten(wall, 0.25), { rx: 6 }),
    stroke("M240 60V360M400 60V360M560 60V360", darken(wall, 0.06), 2),
    cabinet(100, 360, 120, 180, "#f8fafc"),
    rect(100, 200, 120, 80, "#e0f2fe", { opacity: 0.7 }),
    cabinet(580, 360, 120, 180, "#f8fafc"),
    stroke("M400 0V60M400 60L290 140M400 60L520 120", "#94a3b8", 8),
    light(290, 150, 70),
    light(520, 130, 56),
    shadow(400, 520, 200, 12, 0.12),
    rect(380, 440, 40, 80, "#94a3b8", { rx: 6 }),
    ell(400, 520, 80, 10, "#64748b"),
    rect(220, 410, 360, 30, "#e2e8f0", { rx: 10 }),
    rect(230, 400, 340, 16, t.accent, { rx: 8 }),
    path("M230 408h340v30q0 10-10 10H240q-10 0-10-10Z", lighten(t.accent, 0.25), { opacity: 0.9 }),
    stroke("M680 520V230", "#94a3b8", 6),
    rect(640, 170, 110, 74, "#1e293b", { rx: 6 }),
    rect(646, 176, 98, 62, "#0f172a"),
    stroke("M652 200h16l6-12 8 24 6-14 6 6h40", "#34d399", 2.5),
    stroke("M652 224h86", "#38bdf8", 2, { opacity: 0.7 }),
    path("M660 520l20-12 20 12Z", "#94a3b8"),
    shadow(130, 540, 56, 7, 0.1),
    rect(80, 450, 100, 10, "#cbd5e1", { rx: 4 }),
    rect(90, 440, 80, 10, "#e2e8f0", { rx: 3 }),
    stroke("M92 460V530M168 460V530", "#94a3b8", 4),
    dots(
      [
        [92, 534],
        [168, 534],
      ],
      "#475569",
      9,
    ),
  );
};
CLINIC_ART.suite = (a, t) => {
  const r = a.r;
  a.add(
    roomShell(a, t),
    t.feature === "accent" || t.feature === "green"
      ? join(
          rect(30, 250, 330, 180, lighten(t.fabric, 0.5), { rx: 18 }),
          stroke(
            "M85 262V420M140 262V420M195 262V420M250 262V420M305 262V420",
            darken(lighten(t.fabric, 0.5), 0.08),
            3,
          ),
        )
      : featureWall(a, t, 60, 140, 220, 290),
    viewWindow(a, t, 420, 60, 300, 250, { panes: 3, curtains: true }),
    tv(a, 300, 140, 90, 56),
    hospitalBed(t, 220, 520, 300, lighten(t.accent, 0.35)),
    sideTable(420, 500, t.wood, t.coral),
    sofa(620, 520, 200, t.fabric, t.coral),
    ell(600, 560, 170, 18, lighten(t.fabric, 0.5), { opacity: 0.6 }),
    plant(r, 760, 580, 1.0, "#ffffff", "#4f9a66"),
  );
};

const CLINIC_IMAGES = [
  ["photo-1", "modern clinic building exterior", "facade"],
  ["photo-2", "reception and lobby", "reception"],
  ["photo-3", "treatment and consultation room", "treatment"],
  ["photo-4", null, null],
  ["interior-1", "waiting lounge", "lounge"],
  ["interior-2", "operating theatre", "theatre"],
  ["interior-3", "private patient suite", "suite"],
];
for (const [slug, region] of CLINICS) {
  const t = clinicTheme(slug, region);
  for (const [file, what, kind] of CLINIC_IMAGES) {
    const k = kind || (t.garden ? "garden" : "recovery");
    const label =
      k === "facade"
        ? `${SPEC_NOUN[t.spec]} clinic building exterior`
        : what || (k === "garden" ? "healing garden" : "recovery room");
    const mirror = !["photo-1", "photo-2"].includes(file) && fnv(slug + file) % 2 === 1;
    job(`images/clinics/${slug}/${file}.svg`, 800, 600, `${titleCase(slug)} — ${label}`, (a) => {
      CLINIC_ART[k](a, t);
      if (mirror) a.parts = [g(a.parts, { transform: "matrix(-1 0 0 1 800 0)" })];
    });
  }
}

/* ================================================================== icon kit */
// Icons are drawn around (0,0) inside roughly ±100 and placed with place().

const INK = "#134e4a";
const CAT = {
  cosmetic: {
    soft: "#fff3ee",
    blob: "#fde1d6",
    main: "#f97360",
    second: "#0f766e",
    light: "#fed7cc",
  },
  body: {
    soft: "#fdf4f0",
    blob: "#fbe3d9",
    main: "#e8826b",
    second: "#0f766e",
    light: "#fcd9cd",
  },
  dental: {
    soft: "#effbfb",
    blob: "#cdf3f0",
    main: "#0d9488",
    second: "#f97360",
    light: "#ccfbf1",
  },
  hair: { soft: "#fdf7ef", blob: "#f6e3c8", main: "#b7794a", second: "#0f766e", light: "#f3dcc0" },
  eye: { soft: "#eff7fb", blob: "#d5ebf5", main: "#0e7490", second: "#f97360", light: "#cfe8f3" },
  fertility: {
    soft: "#fdf3f4",
    blob: "#fbdfe3",
    main: "#e8717a",
    second: "#0f766e",
    light: "#fbd0d5",
  },
  general: {
    soft: "#effaf7",
    blob: "#d1f2e8",
    main: "#0f766e",
    second: "#f97360",
    light: "#c5ede2",
  },
  bariatric: {
    soft: "#f4faee",
    blob: "#e0f0cf",
    main: "#4d9a5b",
    second: "#f97360",
    light: "#d4ecc6",
  },
};
const TOOTH_D =
  "M-58-78C-92-78-100-40-92-8C-84 26-76 60-66 88C-58 110-40 106-34 84C-28 60-20 40 0 40C20 40 28 60 34 84C40 106 58 110 66 88C76 60 84 26 92-8C100-40 92-78 58-78C36-78 22-64 0-64C-22-64-36-78-58-78Z";
const PROFILE_NOSE = "L84 2";
const PROFILE_BUMP = "C64-24 80-24 80-12L88 6";
const profileD = (nose = PROFILE_NOSE) =>
  `M-40 100C-38 70-50 50-62 30C-80 0-78-60-40-85C-10-105 40-100 55-60C60-45 60-35 62-28${nose}C88 6 84 12 74 12C78 16 78 20 74 24C70 26 74 28 73 31C76 36 72 40 66 42C70 50 70 62 58 66C40 70 30 70 26 80L24 100Z`;
const APPLE_D =
  "M0-40C-20-58-72-55-74-8C-76 40-42 80-18 78C-8 77-4 72 0 72C4 72 8 77 18 78C42 80 76 40 74-8C72-55 20-58 0-40Z";

const ICON = {};
ICON.tooth = (a, p) =>
  join(
    path(TOOTH_D, a.grad(["#ffffff", "#dff5f2"], [0, 0, 1, 0]), {
      stroke: INK,
      "stroke-width": 6,
      "stroke-linejoin": "round",
    }),
    stroke("M-62-46C-70-26-68-6-62 14", "#ffffff", 9),
    stroke("M-62-46C-70-26-68-6-62 14", p.light, 3, { opacity: 0.8 }),
  );
ICON.toothbrush = (a, p) =>
  g(
    [
      path(rrD(-13, -40, 26, 150, 13), p.main, { stroke: INK, "stroke-width": 5 }),
      path(rrD(-10, -80, 20, 46, 8), p.main, { stroke: INK, "stroke-width": 5 }),
      path(rrD(-16, -150, 32, 74, 10), "#ffffff", { stroke: INK, "stroke-width": 5 }),
      stroke("M-16-142H-40M-16-128H-42M-16-114H-42M-16-100H-40", p.light, 8),
      rect(-4, 40, 8, 50, "#ffffff", { rx: 4, opacity: 0.5 }),
    ],
    { transform: "rotate(28)" },
  );
ICON.implant = (a, _p) =>
  join(
    path(
      "M-50-90C-70-90-74-64-68-44L-60-20H60L68-44C74-64 70-90 50-90C34-90 22-80 0-80C-22-80-34-90-50-90Z",
      "#ffffff",
      { stroke: INK, "stroke-width": 6, "stroke-linejoin": "round" },
    ),
    path(rrD(-24, -20, 48, 26, 6), "#cbd5e1", { stroke: INK, "stroke-width": 5 }),
    path("M-22 6H22L14 96Q0 110-14 96Z", a.grad(["#e2e8f0", "#94a3b8"], [0, 0, 1, 0]), {
      stroke: INK,
      "stroke-width": 5,
      "stroke-linejoin": "round",
    }),
    stroke("M-24 24L22 14M-22 44L20 34M-20 64L18 54M-18 84L16 74", INK, 4),
  );
ICON.eye = (a, p) =>
  join(
    path("M-112 0C-70-66 70-66 112 0C70 66-70 66-112 0Z", "#ffffff", {
      stroke: INK,
      "stroke-width": 6,
      "stroke-linejoin": "round",
    }),
    circ(
      0,
      0,
      40,
      a.radial([
        [0, lighten(p.main, 0.35)],
        [1, p.main],
      ]),
    ),
    circ(0, 0, 17, "#0f172a"),
    circ(-13, -13, 9, "#ffffff"),
    circ(12, 12, 4, "#ffffff", { opacity: 0.8 }),
    stroke("M-60-40l-10-16M-20-52l-4-18M20-52l4-18M60-40l10-16", INK, 5),
  );
ICON.glasses = (a, p) =>
  join(
    path(rrD(-104, -34, 88, 68, 28) + rrD(16, -34, 88, 68, 28), p.light, { opacity: 0.7 }),
    stroke(
      rrD(-104, -34, 88, 68, 28) +
        rrD(16, -34, 88, 68, 28) +
        "M-16-6Q0-20 16-6M-104-20L-124-30M104-20L124-30",
      INK,
      7,
    ),
    stroke("M-86-14l20-12M34-14l20-12", "#ffffff", 6),
  );
ICON.lens = (a, p) =>
  join(
    stroke("M-110-44H-20M-110 0H-20M-110 44H-20", p.second, 6, { opacity: 0.8 }),
    stroke("M20-44L90 0M20 0H90M20 44L90 0", p.second, 6, { opacity: 0.8 }),
    path(
      "M0-92C34-60 34 60 0 92C-34 60-34-60 0-92Z",
      a.grad([lighten(p.light, 0.4), p.light], [0, 0, 1, 0]),
      { stroke: INK, "stroke-width": 6, "stroke-linejoin": "round" },
    ),
    stroke("M-8-60C-16-30-16 0-12 20", "#ffffff", 6),
    circ(96, 0, 9, p.main),
  );
ICON.heart = (a, p) =>
  join(
    path(
      HEART_D,
      a.grad([lighten(p.second === "#f97360" ? "#f97360" : p.main, 0.15), darken("#f97360", 0.08)]),
      { stroke: INK, "stroke-width": 6, "stroke-linejoin": "round" },
    ),
    stroke("M-60-40C-60-56-48-64-36-62", "#ffffff", 8, { opacity: 0.8 }),
  );
ICON.stethoscope = (a, p) =>
  join(
    stroke(
      "M-36-100C-40-40-20-20 0-10M36-100C40-40 20-20 0-10M0-10C0 40-30 70 10 95C40 110 70 100 70 70",
      INK,
      8,
    ),
    circ(-36, -100, 8, INK),
    circ(36, -100, 8, INK),
    circ(70, 56, 22, "#e2e8f0", { stroke: INK, "stroke-width": 6 }),
    circ(70, 56, 9, p.main),
  );
ICON.heartCare = (a, p) =>
  join(place(ICON.heart(a, p), -14, 6, 0.86), place(ICON.stethoscope(a, p), 40, -10, 0.78, -10));
ICON.clipboard = (a, p) =>
  join(
    path(rrD(-72, -96, 144, 196, 16), p.main, { stroke: INK, "stroke-width": 6 }),
    path(rrD(-56, -78, 112, 162, 8), "#ffffff"),
    path(rrD(-30, -108, 60, 28, 9), "#e2e8f0", { stroke: INK, "stroke-width": 5 }),
    [-44, -4, 36].map((y) =>
      join(
        circ(-34, y, 10, lighten(p.main, 0.7)),
        stroke(s`M-39 ${y}l4 4l8 -9`, p.main, 4),
        stroke(s`M-14 ${y}H40`, "#cbd5e1", 8),
      ),
    ),
    path(rrD(-12, 58, 24, 8, 3) + rrD(-4, 50, 8, 24, 3), p.second),
  );
ICON.cross = (a, p) =>
  join(
    path(rrD(-26, -76, 52, 152, 14) + rrD(-76, -26, 152, 52, 14), p.main, {
      stroke: INK,
      "stroke-width": 6,
    }),
    path(rrD(-26, -76, 52, 152, 14), p.main),
    stroke("M-12-60V-20", "#ffffff", 7, { opacity: 0.6 }),
  );
ICON.scale = (a, p) =>
  join(
    path(rrD(-92, -92, 184, 184, 40), "#ffffff", { stroke: INK, "stroke-width": 6 }),
    path("M-54-30A54 54 0 0 1 54-30Z", p.light, {
      stroke: INK,
      "stroke-width": 5,
      "stroke-linejoin": "round",
    }),
    stroke("M0-30L20-70", p.second, 6),
    stroke("M-40-46l6 4M-24-62l4 6M0-70v8M24-62l-4 6M40-46l-6 4", INK, 3),
    ell(-40, 30, 22, 34, p.light, { opacity: 0.8 }),
    ell(40, 30, 22, 34, p.light, { opacity: 0.8 }),
  );
ICON.apple = (a, _p) =>
  join(
    path(APPLE_D, a.grad(["#fb8f7c", "#e8594a"]), {
      stroke: INK,
      "stroke-width": 6,
      "stroke-linejoin": "round",
    }),
    stroke("M0-40C0-55 4-66 10-74", INK, 6),
    path(leafD(6, -60, -0.6, 54, 12), "#5fae6b", { stroke: INK, "stroke-width": 4 }),
    stroke("M-46-10C-48 10-40 30-28 44", "#ffffff", 8, { opacity: 0.6 }),
  );
ICON.tape = (a, p) =>
  join(
    stroke("M-96 60C-100-30-10-80 50-40C90-14 70 40 30 40", "#fcd34d", 30, {
      "stroke-linecap": "butt",
    }),
    stroke("M-96 60C-100-30-10-80 50-40C90-14 70 40 30 40", "#92400e", 14, {
      "stroke-linecap": "butt",
      "stroke-dasharray": "2 9",
      opacity: 0.55,
      transform: "translate(0 -6)",
    }),
    path(rrD(10, 20, 90, 80, 24), p.main, { stroke: INK, "stroke-width": 6 }),
    circ(55, 60, 18, "#ffffff", { opacity: 0.8 }),
  );
ICON.profile = (a, p, nose) =>
  join(
    path(profileD(nose), a.grad([lighten(p.main, 0.45), p.light], [0, 0, 1, 1]), {
      stroke: INK,
      "stroke-width": 5,
      "stroke-linejoin": "round",
    }),
    path(
      "M50-70C30-100-30-105-60-70C-85-40-78 0-62 30C-55 10-50-20-30-40C-10-60 20-62 50-70Z",
      "#5b3a2e",
    ),
    ell(-18, 4, 9, 15, darken(p.light, 0.08)),
    stroke("M40 20Q48 24 54 22", "#ffffff", 4, { opacity: 0.6 }),
  );
ICON.mirror = (a, p) =>
  join(
    path(rrD(-13, 30, 26, 90, 13), p.main, { stroke: INK, "stroke-width": 5 }),
    circ(0, -30, 66, p.main, { stroke: INK, "stroke-width": 6 }),
    circ(0, -30, 50, a.grad(["#f0fbff", "#cfe8f3"], [0, 0, 1, 1])),
    stroke("M-28-50L-6-72M-30-26L10-66", "#ffffff", 7),
  );
ICON.serum = (a, p) =>
  join(
    path(rrD(-34, -30, 68, 120, 18), lighten(p.main, 0.6), { stroke: INK, "stroke-width": 5 }),
    path(rrD(-34, 10, 68, 46, 0), "#ffffff", { opacity: 0.85 }),
    path(rrD(-16, -54, 32, 26, 4), INK),
    path("M-12-54C-16-90 16-90 12-54Z", p.second),
    path("M0 30C-6 38-8 42-8 45A8 8 0 0 0 8 45C8 42 6 38 0 30Z", p.main),
  );
ICON.head = (a, p, full = true) =>
  join(
    path("M-110 170Q-100 100-22 98H22Q100 100 110 170Z", p.second),
    rect(-22, 60, 44, 46, "#e9b996", { rx: 12 }),
    ell(-64, 12, 11, 17, "#eab898"),
    ell(64, 12, 11, 17, "#eab898"),
    ell(0, 0, 64, 84, "#f1c7a8"),
    full
      ? path(
          "M-66 14C-76-64-40-100 2-98C46-98 78-62 66 14C62-16 56-32 42-40C22-28-18-28-40-44C-56-34-62-18-66 14Z",
          p.main,
        )
      : join(
          path(
            "M-66 14C-70-20-62-38-50-48C-54-22-58-4-62 14ZM66 14C70-20 62-38 50-48C54-22 58-4 62 14Z",
            p.main,
          ),
          stroke("M-12-80q6-10 14-6M6-82q8-6 14 0M-26-72q2-10 10-10", p.main, 3.5),
        ),
    stroke("M-22 48Q0 60 22 48", "#c98d6c", 4, { opacity: 0.6 }),
  );
ICON.comb = (a, p) =>
  g(
    [
      path(rrD(-96, -34, 192, 30, 12), p.main, { stroke: INK, "stroke-width": 5 }),
      stroke("M-84 14H84", p.main, 40, { "stroke-dasharray": "7 7", "stroke-linecap": "butt" }),
      stroke("M-80-20H60", "#ffffff", 4, { opacity: 0.5 }),
    ],
    { transform: "rotate(-18)" },
  );
ICON.follicles = (a, p) =>
  join(
    path(rrD(-110, -30, 220, 120, 18), a.grad(["#f6d2b8", "#eab898"])),
    path(rrD(-110, -30, 220, 22, 10), "#f9dcc6"),
    [-60, 0, 60].map((x, i) =>
      join(
        ell(x, 58, 12, 16, darken(p.main, 0.1)),
        stroke(s`M${x} 50C${x} 20 ${x + 4} -30 ${x + 18 - i * 4} -96`, darken(p.main, 0.2), 7),
      ),
    ),
    dots(
      [
        [-86, 20],
        [-30, 34],
        [30, 14],
        [86, 40],
      ],
      "#ffffff",
      6,
      { opacity: 0.6 },
    ),
  );
ICON.cell = (a, p) =>
  join(
    circ(0, 0, 92, "none", { stroke: p.main, "stroke-width": 8, opacity: 0.35 }),
    circ(
      0,
      0,
      76,
      a.radial([
        [0, "#ffffff"],
        [0.7, lighten(p.main, 0.7)],
        [1, lighten(p.main, 0.45)],
      ]),
    ),
    circ(14, -10, 24, p.main, { opacity: 0.45 }),
    dots(
      [
        [-30, 20],
        [-40, -14],
        [-10, 40],
        [30, 36],
        [-20, -40],
      ],
      p.main,
      7,
      { opacity: 0.35 },
    ),
    stroke("M-50-40Q-40-56-22-62", "#ffffff", 7),
  );
ICON.sprout = (a, p) =>
  join(
    path("M-52 30H52L40 100H-40Z", p.main, {
      stroke: INK,
      "stroke-width": 5,
      "stroke-linejoin": "round",
    }),
    path(rrD(-60, 16, 120, 20, 8), darken(p.main, 0.1), { stroke: INK, "stroke-width": 5 }),
    stroke("M0 16C0-16-6-40 6-72", "#3f8f5f", 7),
    path(leafD(2, -18, -2.7, 64, 14), "#5fae6b", { stroke: INK, "stroke-width": 4 }),
    path(leafD(3, -40, -0.45, 58, 13), "#7cc486", { stroke: INK, "stroke-width": 4 }),
    path(HEART_D, "#f97360", {
      transform: "translate(6 -88) scale(0.24)",
      stroke: INK,
      "stroke-width": 18,
    }),
  );
ICON.family = (a, p) =>
  join(
    path("M-100 100Q-96 20-50 20Q-4 20 0 100Z", p.second),
    path("M0 100Q4 16 52 16Q100 16 104 100Z", p.main),
    circ(-50, -20, 30, "#e2b08c"),
    circ(52, -26, 32, "#f1c7a8"),
    path("M-80-22C-82-56-20-60-20-24C-30-40-60-42-80-22Z", "#4a3426"),
    path(
      "M20-28C18-64 86-66 84-24C90 10 70 30 84 40C60 30 70-4 70-22C50-40 30-36 20-28Z",
      "#6b4a33",
    ),
    path("M-36 100Q-32 50 2 50Q36 50 40 100Z", p.light),
    circ(2, 24, 22, "#f5d3bb"),
    path(HEART_D, "#f97360", { transform: "translate(2 -80) scale(0.2)" }),
  );

// A dress-form torso stands for body contouring: it shows the waist and hip line the
// procedures change without drawing a body. `k` widens the waist (1 = the contoured line).
const torsoD = (k = 1) =>
  s`M-18-104C-20-90-40-86-62-80C-76-74-74-50-62-34C-52-20${-40 * k}-6${-40 * k} 12C${-40 * k} 30-66 44-64 70L-54 104H54L64 70C66 44 ${40 * k} 30 ${40 * k} 12C${40 * k}-6 52-20 62-34C74-50 76-74 62-80C40-86 20-90 18-104Z`;
ICON.torso = (a, p, k = 1, marks = true) =>
  join(
    stroke("M0 104V150M-34 156H34", INK, 8),
    path(torsoD(k), a.grad([lighten(p.main, 0.55), p.light], [0, 0, 1, 1]), {
      stroke: INK,
      "stroke-width": 6,
      "stroke-linejoin": "round",
    }),
    rect(-16, -118, 32, 16, INK, { rx: 6 }),
    marks
      ? stroke("M-30-30C-40-6-40 28-34 52M30-30C40-6 40 28 34 52M-28 12Q0 22 28 12", p.second, 4, {
          "stroke-dasharray": "7 9",
          opacity: 0.85,
        })
      : "",
    stroke("M-44-60C-52-40-48-24-40-12", "#ffffff", 7, { opacity: 0.55 }),
  );
// A front-facing head with a beard; `full` false draws the patchy beard a transplant fills.
const BEARD_D =
  "M-64 4C-66 64-34 104 0 104C34 104 66 64 64 4C60 26 48 38 34 42C20 40-20 40-34 42C-48 38-60 26-64 4Z";
ICON.beard = (a, p, full = true) => {
  const beardColor = darken(p.main, 0.25);
  let patches = "";
  if (!full) {
    const r = rngFrom("beard-patches");
    for (let i = 0; i < 70; i++) {
      const y = 10 + r() * 88;
      const half = 60 * Math.sqrt(Math.max(0, 1 - ((y - 10) / 96) ** 2));
      const x = (r() * 2 - 1) * half;
      if (y < 44 && Math.abs(x) < 34) continue;
      // Gaps along the cheeks are what a beard transplant fills.
      if (Math.abs(x) > 28 && y < 70 && r() < 0.7) continue;
      patches += s`M${x} ${y}l${r() * 4 - 2} 6`;
    }
  }
  return join(
    ICON.head(a, p, true),
    full
      ? join(
          path(BEARD_D, beardColor),
          path(
            "M-30 46C-20 34-6 38 0 42C6 38 20 34 30 46C18 48 8 50 0 48C-8 50-18 48-30 46Z",
            beardColor,
          ),
          ell(0, 60, 14, 5, "#b5735a"),
        )
      : join(
          path(BEARD_D, beardColor, { opacity: 0.12 }),
          stroke(patches, beardColor, 3.5),
          stroke("M-22 48Q0 60 22 48", "#c98d6c", 4, { opacity: 0.6 }),
        ),
  );
};
// The lines a facelift smooths: forehead, crow's feet, the fold from nose to mouth, jowls.
const AGEING_LINES =
  "M14-48q14-5 28 0M18-38q12-4 24 0M46-14l-10-4M46-8h-11M46-2l-10 4M60 28Q50 42 54 58M46 64Q40 74 30 78";

/* ------------------------------------------------------------- treatments */

const CAT_ICONS = {
  cosmetic: ["profile", "mirror", "serum"],
  body: ["torso", "tape", "mirror"],
  dental: ["tooth", "toothbrush", "implant"],
  hair: ["head", "comb", "follicles"],
  eye: ["eye", "glasses", "lens"],
  fertility: ["cell", "sprout", "family"],
  general: ["heartCare", "clipboard", "cross"],
  bariatric: ["scale", "apple", "tape"],
};
const CAT_LABEL = {
  cosmetic: "Facial cosmetic surgery (nose and face)",
  body: "Body contouring (liposuction, tummy tuck, BBL, breast)",
  dental: "Dental care",
  hair: "Hair restoration",
  eye: "Eye surgery",
  fertility: "Fertility treatment",
  general: "General health check-up",
  bariatric: "Bariatric and weight-loss surgery",
};
const bubble = (a, inner, x, y, rr, sc) =>
  join(
    circ(x, y + 8, rr, "#0f172a", { opacity: 0.06 }),
    circ(x, y, rr, "#ffffff"),
    place(inner, x, y, sc),
  );
const softBg = (a, p, r, w = 800, h = 600) =>
  join(
    rect(0, 0, w, h, a.grad(["#ffffff", p.soft], [0, 0, 1, 1])),
    path(blobD(w * 0.5, h * 0.52, w * 0.36, h * 0.42, r, 9, 0.12), p.blob),
    path(blobD(w * 0.88, h * 0.12, w * 0.14, h * 0.16, r, 7, 0.2), p.blob, { opacity: 0.6 }),
    path(blobD(w * 0.08, h * 0.9, w * 0.12, h * 0.14, r, 7, 0.2), p.blob, { opacity: 0.6 }),
    rect(w * 0.04, h * 0.06, 90, 70, a.pattern(18, 18, circ(4, 4, 2.4, p.main, { opacity: 0.25 }))),
  );

const TREAT = {
  1: (a, cat) => {
    const p = CAT[cat];
    const [i0, i1, i2] = CAT_ICONS[cat];
    a.add(
      softBg(a, p, a.r),
      circ(400, 310, 200, "none", {
        stroke: p.main,
        "stroke-width": 2,
        "stroke-dasharray": "4 10",
        opacity: 0.5,
      }),
      circ(400, 322, 150, "#0f172a", { opacity: 0.05 }),
      circ(400, 310, 150, "#ffffff"),
      place(ICON[i0](a, p), 400, 310, 1.15),
      bubble(a, ICON[i1](a, p), 190, 170, 62, 0.42),
      bubble(a, ICON[i2](a, p), 620, 450, 62, 0.42),
      sparkle(600, 150, 22, p.second),
      sparkle(640, 200, 11, p.main),
      sparkle(170, 420, 14, p.main),
      dots(
        [
          [250, 480],
          [560, 120],
          [690, 330],
        ],
        p.second,
        12,
        { opacity: 0.6 },
      ),
    );
  },
  2: (a, cat) => {
    const p = CAT[cat];
    const [i0, i1, i2] = CAT_ICONS[cat];
    a.add(
      softBg(a, p, a.r),
      g(
        [
          rect(100, 120, 270, 340, "#0f172a", {
            rx: 28,
            opacity: 0.06,
            transform: "translate(6 12)",
          }),
          rect(100, 120, 270, 340, "#ffffff", { rx: 28 }),
          rect(100, 120, 270, 200, p.light, { rx: 28, opacity: 0.6 }),
          place(ICON[i1](a, p), 235, 225, 0.82),
          rect(130, 350, 160, 14, "#e2e8f0", { rx: 7 }),
          rect(130, 378, 110, 12, "#eef2f6", { rx: 6 }),
          rect(130, 410, 90, 28, p.second, { rx: 14 }),
        ],
        { transform: "rotate(-4 235 290)" },
      ),
      rect(420, 150, 290, 300, "#0f172a", { rx: 24, opacity: 0.05, transform: "translate(4 10)" }),
      rect(420, 150, 290, 300, "#ffffff", { rx: 24 }),
      bubble(a, ICON[i2](a, p), 478, 208, 34, 0.24),
      rect(530, 190, 140, 14, "#cbd5e1", { rx: 7 }),
      rect(530, 214, 90, 10, "#e2e8f0", { rx: 5 }),
      [280, 330, 380].map((y, i) =>
        join(
          circ(460, y, 15, i < 2 ? p.main : "#e2e8f0"),
          i < 2 ? stroke(s`M453 ${y}l5 5l9 -10`, "#ffffff", 4) : "",
          rect(490, y - 7, 180 - i * 30, 14, "#e2e8f0", { rx: 7 }),
        ),
      ),
      stroke("M460 295V315M460 345V365", p.main, 3, { opacity: 0.4 }),
      sparkle(700, 130, 20, p.second),
      sparkle(90, 110, 14, p.main),
      bubble(a, ICON[i0](a, p), 690, 480, 56, 0.38),
    );
  },
  3: (a, cat) => {
    const p = CAT[cat];
    const [i0, i1, i2] = CAT_ICONS[cat];
    let leaves = "";
    [
      [150, 470, -2.2],
      [170, 470, -1.7],
      [640, 470, -1.3],
      [660, 470, -0.9],
    ].forEach(([x, y, ang]) => (leaves += leafD(x, y, ang, 90, 16)));
    a.add(
      rect(0, 0, 800, 600, a.grad([p.soft, "#ffffff"])),
      path("M230 470V250A170 170 0 0 1 570 250V470Z", p.blob),
      path("M270 470V262A130 130 0 0 1 530 262V470Z", "#ffffff", { opacity: 0.55 }),
      rect(0, 470, 800, 130, lighten(p.blob, 0.4)),
      ell(400, 472, 300, 18, "#0f172a", { opacity: 0.06 }),
      path(leaves, lighten(p.main === "#4d9a5b" ? "#4d9a5b" : "#5fa57a", 0.1), { opacity: 0.75 }),
      place(ICON[i2](a, p), 400, 330, 1.25),
      bubble(a, ICON[i0](a, p), 200, 230, 60, 0.4),
      bubble(a, ICON[i1](a, p), 610, 200, 60, 0.4),
      sparkle(520, 120, 18, p.second),
      sparkle(290, 130, 12, p.main),
      dots(
        [
          [120, 120],
          [700, 340],
          [110, 360],
        ],
        p.main,
        10,
        { opacity: 0.4 },
      ),
    );
  },
};
for (const cat of Object.keys(CAT))
  for (const n of [1, 2, 3])
    job(`images/treatments/${cat}-${n}.svg`, 800, 600, `${CAT_LABEL[cat]} illustration`, (a) =>
      TREAT[n](a, cat),
    );

/* ------------------------------------------------------------- before / after */

const muted = (p, k) => ({
  ...p,
  main: mix(p.main, "#94a3b8", k),
  light: mix(p.light, "#e2e8f0", k),
  second: mix(p.second, "#94a3b8", k),
});

const BA = {
  hair: (a, p, after) => place(ICON.head(a, p, after), 300, 300, 1.9),
  beard: (a, p, after) => place(ICON.beard(a, p, after), 300, 280, 1.9),
  body: (a, p, after) =>
    join(
      place(ICON.torso(a, p, after ? 1 : 1.4, false), 300, 290, 1.75),
      after
        ? ""
        : place(
            stroke(
              "M-62-34C-52-20-40-6-40 12C-40 30-66 44-64 70M62-34C52-20 40-6 40 12C40 30 66 44 64 70",
              p.second,
              2.5,
              { "stroke-dasharray": "8 8", opacity: 0.9 },
            ),
            300,
            290,
            1.75,
          ),
    ),
  facelift: (a, p, after) =>
    place(
      join(
        ICON.profile(a, p, PROFILE_NOSE),
        after ? "" : stroke(AGEING_LINES, darken(p.light, 0.3), 3),
      ),
      290,
      300,
      2.2,
    ),
  cosmetic: (a, p, after) =>
    join(place(ICON.profile(a, p, after ? PROFILE_NOSE : PROFILE_BUMP), 290, 300, 2.2)),
  dental: (a, p, after) => {
    const r = rngFrom("teeth");
    const inner =
      "M140 286C220 268 380 268 460 286C420 372 360 394 300 394C240 394 180 372 140 286Z";
    const clip = a.clip(el("path", { d: inner }));
    let upper = "";
    let lower = "";
    for (let i = 0; i < 8; i++) {
      const x = 150 + i * 38;
      const mid = Math.abs(i - 3.5);
      const h = (after ? 62 : 50 + r() * 16) - mid * 3;
      const rot = after ? 0 : (r() - 0.5) * 14;
      const dx = after ? 0 : (r() - 0.5) * 8;
      upper += el("rect", {
        x: x + 2 + dx,
        y: 262,
        width: after ? 35 : 30 + r() * 5,
        height: h,
        rx: 10,
        transform: rot ? s`rotate(${rot} ${x + 19} 300)` : undefined,
      });
      lower += el("rect", {
        x: x + 6,
        y: 364 - (after ? 0 : r() * 8),
        width: 30,
        height: 50,
        rx: 9,
      });
    }
    const teethFill = after ? "#ffffff" : "#efe2bd";
    const teethLine = after ? "#dbe7ef" : "#d8c593";
    return join(
      path(
        "M110 282C170 238 240 232 300 248C360 232 430 238 490 282C456 402 364 436 300 436C236 436 144 402 110 282Z",
        "#e98a8a",
      ),
      path(inner, "#7f1d1d"),
      g(
        [
          ell(300, 392, 90, 30, "#e16a6a"),
          g(lower, { fill: teethFill, stroke: teethLine, "stroke-width": 2, opacity: 0.9 }),
          g(upper, { fill: teethFill, stroke: teethLine, "stroke-width": 2 }),
        ],
        { "clip-path": clip },
      ),
      path(
        "M110 282C170 238 240 232 300 248C360 232 430 238 490 282C400 262 200 262 110 282Z",
        "#d97373",
      ),
      stroke("M180 410Q300 440 420 410", "#ffffff", 6, { opacity: 0.35 }),
    );
  },
  eye: (a, p, after) => {
    const clip = a.clip(circ(300, 300, 190, "#000"));
    const scene = join(
      rect(100, 100, 400, 400, a.grad(["#bfe6f5", "#f0f9ff"])),
      circ(390, 200, 34, "#fde68a"),
      path(
        terrainD(
          peaks(380, [
            [200, 90, 80],
            [360, 60, 90],
          ]),
          { x0: 90, x1: 510, step: 30, bottom: 520 },
        ),
        "#7fb7a4",
      ),
      path(
        terrainD(peaks(420, [[300, 40, 140]]), { x0: 90, x1: 510, step: 30, bottom: 520 }),
        "#4d9a7a",
      ),
      roundTree(210, 430, 0.9, "#2f7a5a", "#8fc79b"),
      rect(330, 300, 90, 60, "#ffffff", { rx: 6 }),
      path("M344 318h30M344 332h50M344 346h24", "none", { stroke: "#334155", "stroke-width": 6 }),
    );
    return join(
      circ(300, 308, 196, "#0f172a", { opacity: 0.06 }),
      g(g(scene, after ? {} : { filter: a.blur(7) }), { "clip-path": clip }),
      circ(300, 300, 190, "none", { stroke: "#ffffff", "stroke-width": 12 }),
      bubble(a, ICON[after ? "eye" : "glasses"](a, p), 470, 470, 62, after ? 0.42 : 0.4),
    );
  },
  fertility: (a, p, after) =>
    after
      ? place(ICON.sprout(a, p), 300, 290, 2.2)
      : join(
          place(
            join(
              path("M-52 30H52L40 100H-40Z", p.main, {
                stroke: INK,
                "stroke-width": 5,
                "stroke-linejoin": "round",
              }),
              path(rrD(-60, 16, 120, 20, 8), darken(p.main, 0.1), {
                stroke: INK,
                "stroke-width": 5,
              }),
              ell(0, 12, 10, 6, "#7c5a43"),
            ),
            300,
            290,
            2.2,
          ),
        ),
  general: (a, p, after) =>
    join(
      place(ICON.heart(a, after ? p : { ...p, main: "#94a3b8", second: "#94a3b8" }), 300, 250, 1.5),
      after
        ? ""
        : path(HEART_D, "#94a3b8", { transform: "translate(300 250) scale(1.5)", opacity: 0.55 }),
      stroke(
        after
          ? "M80 440h120l20-40 30 80 24-60 16 20h230"
          : "M80 440h90l14-20 10 30 16-50 12 60 20-70 14 60 10-20 12 24 20-20 16 16h160",
        after ? p.main : "#94a3b8",
        7,
      ),
    ),
  bariatric: (a, p, after) => {
    const k = after ? 0.8 : 1.12;
    const cx = 300;
    const torso = s`M${cx - 52 * k} 420C${cx - 62 * k} 380 ${cx - 70 * k} 330 ${cx - 66 * k} 290C${cx - 62 * k} 250 ${cx - 40 * k} 232 ${cx} 232C${cx + 40 * k} 232 ${cx + 62 * k} 250 ${cx + 66 * k} 290C${cx + 70 * k} 330 ${cx + 62 * k} 380 ${cx + 52 * k} 420Z`;
    const skin = "#f1c7a8";
    return join(
      ell(cx, 532, 110, 12, "#0f172a", { opacity: 0.07 }),
      stroke(s`M${cx - 24 * k} 410V520M${cx + 24 * k} 410V520`, "#334155", 34 * Math.max(0.85, k)),
      stroke(
        s`M${cx - 64 * k} 262Q${cx - 84 * k - 6} 320 ${cx - 76 * k - 6} 380M${cx + 64 * k} 262Q${cx + 84 * k + 6} 320 ${cx + 76 * k + 6} 380`,
        p.main,
        24,
      ),
      dots(
        [
          [cx - 76 * k - 6, 388],
          [cx + 76 * k + 6, 388],
        ],
        skin,
        22,
      ),
      path(torso, p.main),
      rect(cx - 14, 200, 28, 40, skin, { rx: 10 }),
      circ(cx, 170, 42, skin),
      path(
        s`M${cx - 44} 166C${cx - 48} 118 ${cx + 48} 114 ${cx + 44} 166C${cx + 34} 140 ${cx - 28} 138 ${cx - 44} 166Z`,
        "#4a3426",
      ),
      stroke(s`M${cx - 68 * k} 350Q${cx} 372 ${cx + 68 * k} 350`, "#fcd34d", 14, {
        "stroke-linecap": "butt",
      }),
      stroke(s`M${cx - 68 * k} 350Q${cx} 372 ${cx + 68 * k} 350`, "#92400e", 8, {
        "stroke-linecap": "butt",
        "stroke-dasharray": "2 7",
        opacity: 0.5,
      }),
      after ? bubble(a, ICON.apple(a, p), 460, 230, 50, 0.34) : "",
    );
  },
};
// Before/after pictures are chosen per treatment, so some show one procedure of a group.
const BA_CASES = {
  ...Object.fromEntries(
    Object.keys(CAT).map((cat) => [cat, { palette: cat, label: CAT_LABEL[cat] }]),
  ),
  cosmetic: { palette: "cosmetic", label: "Nose surgery (rhinoplasty), facial profile" },
  beard: { palette: "hair", label: "Beard transplant" },
  facelift: { palette: "cosmetic", label: "Facelift (facial ageing lines)" },
};
for (const [cat, { palette, label }] of Object.entries(BA_CASES))
  for (const state of ["before", "after"])
    job(
      `images/before-after/${cat}-${state}.svg`,
      600,
      600,
      `${label} — illustrative ${state === "before" ? "before" : "after"} example`,
      (a) => {
        const p = CAT[palette];
        const after = state === "after";
        a.add(
          rect(
            0,
            0,
            600,
            600,
            after
              ? a.grad(["#f0fdfa", "#ccfbf1"], [0, 0, 1, 1])
              : a.grad(["#f8fafc", "#e2e8f0"], [0, 0, 1, 1]),
          ),
          circ(300, 300, 240, after ? "#ffffff" : "#f1f5f9", { opacity: after ? 0.7 : 0.9 }),
          BA[cat](a, after ? p : muted(p, cat === "general" ? 0.55 : 0.22), after),
          after
            ? join(
                sparkle(480, 120, 22, "#f97360"),
                sparkle(520, 170, 11, "#0f766e"),
                sparkle(110, 470, 14, "#0f766e"),
              )
            : "",
          circ(550, 50, 14, after ? "#0f766e" : "#94a3b8"),
          after ? stroke("M543 50l5 5l9-10", "#ffffff", 4) : "",
        );
      },
    );

/* ==================================================================== blog */

const FONT = "Inter, system-ui, sans-serif";
const text = (x, y, str, size, fill, o = {}) =>
  el("text", { x, y, "font-family": FONT, "font-size": size, fill, ...o }, esc(str));
const starD = (cx, cy, R, r = R * 0.45) => {
  let d = "";
  for (let i = 0; i < 10; i++) {
    const ang = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r : R;
    d += (i ? "L" : "M") + s`${cx + Math.cos(ang) * rr} ${cy + Math.sin(ang) * rr}`;
  }
  return d + "Z";
};
const stars5 = (x, y, R, fill, n = 5) =>
  path(Array.from({ length: n }, (_, i) => starD(x + i * R * 2.5, y, R)).join(""), fill);
const speech = (x, y, w, h, fill, tail = "left", bars = 2, barColor = "#cbd5e1") =>
  join(
    rect(x, y + 6, w, h, "#0f172a", { rx: 18, opacity: 0.05 }),
    path(
      rrD(x, y, w, h, 18) +
        (tail === "left"
          ? s`M${x + 24} ${y + h - 2}l-14 22l34 -22Z`
          : s`M${x + w - 24} ${y + h - 2}l14 22l-34 -22Z`),
      fill,
    ),
    Array.from({ length: bars }, (_, i) =>
      rect(x + 22, y + 22 + i * 22, (w - 44) * (i === bars - 1 ? 0.6 : 1), 10, barColor, { rx: 5 }),
    ),
  );
const doctor = (x, y, sc, skin, hair, long = false, scrub = "#0f766e") =>
  join(
    bust(x, y, sc, skin, hair, "#ffffff", long),
    path(
      s`M${x - 16 * sc} ${y + 80 * sc}L${x} ${y + 110 * sc}L${x + 16 * sc} ${y + 80 * sc}Z`,
      scrub,
    ),
    stroke(
      s`M${x - 18 * sc} ${y + 80 * sc}L${x - 6 * sc} ${y + 140 * sc}M${x + 18 * sc} ${y + 80 * sc}L${x + 6 * sc} ${y + 140 * sc}`,
      "#e2e8f0",
      3 * sc,
    ),
    stroke(
      s`M${x - 20 * sc} ${y + 80 * sc}C${x - 30 * sc} ${y + 110 * sc} ${x - 20 * sc} ${y + 124 * sc} ${x - 8 * sc} ${y + 126 * sc}M${x + 20 * sc} ${y + 80 * sc}C${x + 30 * sc} ${y + 112 * sc} ${x + 30 * sc} ${y + 120 * sc} ${x + 24 * sc} ${y + 128 * sc}`,
      "#334155",
      3 * sc,
    ),
    circ(x + 24 * sc, y + 130 * sc, 5 * sc, "#94a3b8"),
    rect(x + 26 * sc, y + 100 * sc, 14 * sc, 4 * sc, "#f97360", { rx: 2 * sc }),
  );
const blogBg = (a, c1, c2, r) =>
  join(
    rect(0, 0, 1200, 630, a.grad([c1, c2], [0, 0, 1, 1])),
    path(blobD(1080, 90, 200, 160, r, 8, 0.15), "#ffffff", { opacity: 0.35 }),
    path(blobD(120, 560, 220, 140, r, 8, 0.15), "#ffffff", { opacity: 0.35 }),
    rect(60, 50, 110, 80, a.pattern(20, 20, circ(4, 4, 2.4, "#0f766e", { opacity: 0.2 }))),
  );
const plane = (fill) =>
  path(
    "M-60 0L-40-6H20L56-40H70L48-6H80L92-22H102L94 0L102 22H92L80 6H48L70 40H56L20 6H-40Z",
    fill,
  );
const suitcase = (a, c) =>
  join(
    ell(0, 96, 90, 10, "#0f172a", { opacity: 0.08 }),
    stroke("M-28-88V-110H28V-88", "#334155", 10),
    path(rrD(-80, -90, 160, 180, 24), c, { stroke: INK, "stroke-width": 5 }),
    stroke("M-40-90V90M40-90V90", darken(c, 0.2), 8),
    dots(
      [
        [-50, 96],
        [50, 96],
      ],
      "#334155",
      14,
    ),
  );
const pin = (x, y, sc, c) =>
  place(
    join(
      path("M0 40C-20 14-30 0-30-14A30 30 0 0 1 30-14C30 0 20 14 0 40Z", c, {
        stroke: "#ffffff",
        "stroke-width": 4,
      }),
      circ(0, -14, 11, "#ffffff"),
    ),
    x,
    y,
    sc,
  );
const shieldCheck = (c) =>
  join(
    path("M0-60L50-40V0C50 32 26 52 0 62C-26 52-50 32-50 0V-40Z", c),
    stroke("M-20 0L-4 16L24-16", "#ffffff", 10),
  );
const landmarkStrip = (a, r, base, colors) =>
  join(
    mosque(170, base, 0.5, colors[0]),
    path(
      s`M466 ${base}L471 ${base - 240}H481L486 ${base}Z` +
        rrD(456, base - 268, 40, 28, 10) +
        boxD(473, base - 330, 6, 64),
      colors[1],
    ),
    path(
      skylineD(r, { x0: 380, x1: 600, base, minH: 40, maxH: 140, minW: 22, maxW: 40, gap: 4 }),
      colors[1],
      { opacity: 0.8 },
    ),
    chedi(740, base, 0.9, colors[2]),
    prang(840, base, 0.5, colors[2]),
    prang(650, base, 0.5, colors[2]),
    pyramid(1030, base, 0.6, colors[3], colors[3], colors[3], colors[3]),
    palm(r, 1160, base, 150, -10, colors[3], 0.5, 7),
  );

const BLOG = {
  "doctor-interviews-1": (a) => {
    const clip = a.clip(circ(380, 330, 230, "#000"));
    a.add(
      blogBg(a, "#f0fdfa", "#ccfbf1", a.r),
      circ(380, 340, 230, "#0f172a", { opacity: 0.05 }),
      circ(380, 330, 230, a.grad(["#5eead4", "#0f766e"])),
      g(doctor(380, 190, 2.3, SKIN[1], HAIR[0], true), { "clip-path": clip }),
      bubble(a, shieldCheck("#0f766e"), 560, 160, 54, 0.6),
      speech(700, 170, 360, 110, "#ffffff", "left", 3),
      speech(760, 330, 320, 96, "#0f766e", "right", 2, "#5eead4"),
      path(
        "M660 170c-18 0-26 14-26 30s10 24 22 24c-2 10-10 18-20 22 24-2 40-22 40-46 0-18-8-30-16-30Z",
        "#f97360",
        { opacity: 0.85 },
      ),
      sparkle(1100, 470, 20, "#f97360"),
      sparkle(640, 480, 12, "#0f766e"),
    );
  },
  "doctor-interviews-2": (a) =>
    a.add(
      blogBg(a, "#fff7f3", "#fde6dc", a.r),
      rect(180, 430, 840, 24, "#e7d3c7", { rx: 12 }),
      doctor(380, 200, 1.7, SKIN[0], HAIR[1], false),
      bust(820, 200, 1.7, SKIN[3], HAIR[3], "#f97360", true),
      ell(600, 600, 440, 14, "#0f172a", { opacity: 0.06 }),
      rect(200, 430, 800, 150, a.grad(["#f2e2d8", "#fbf1ec"]), { rx: 10 }),
      rect(180, 424, 840, 14, "#e2c9b9", { rx: 7 }),
      stroke("M600 426V320", "#334155", 6),
      path(rrD(578, 250, 44, 80, 22), "#334155"),
      stroke("M586 270h28M586 286h28M586 302h28", "#64748b", 3),
      ell(600, 430, 40, 8, "#334155"),
      speech(200, 70, 280, 90, "#ffffff", "right", 2),
      speech(720, 60, 300, 100, "#0f766e", "left", 3, "#5eead4"),
      stroke("M520 290a100 100 0 0 1 0-80M680 290a100 100 0 0 0 0-80", "#f97360", 5, {
        opacity: 0.6,
      }),
      stroke("M500 310a130 130 0 0 1 0-120M700 310a130 130 0 0 0 0-120", "#f97360", 4, {
        opacity: 0.35,
      }),
    ),
  "safe-journey-tips-1": (a) =>
    a.add(
      blogBg(a, "#eff8fc", "#d4ecf6", a.r),
      cloud(300, 200, 1.2, "#ffffff", 0.9),
      cloud(900, 420, 1.0, "#ffffff", 0.9),
      cloud(760, 140, 0.7, "#ffffff", 0.8),
      stroke("M180 470C380 440 460 260 700 240S1000 180 1080 120", "#0f766e", 4, {
        "stroke-dasharray": "2 14",
        opacity: 0.7,
      }),
      place(plane("#0f766e"), 720, 236, 1.3, -14),
      pin(1080, 110, 1.2, "#f97360"),
      place(suitcase(a, "#f97360"), 200, 460, 1.0),
      bubble(a, shieldCheck("#0f766e"), 1010, 470, 70, 0.75),
      sparkle(520, 140, 16, "#f97360"),
    ),
  "safe-journey-tips-2": (a) =>
    a.add(
      blogBg(a, "#f0fdfa", "#d9f3ee", a.r),
      g(
        [
          rect(0, 0, 240, 320, "#0f172a", { rx: 20, opacity: 0.08, transform: "translate(8 12)" }),
          rect(0, 0, 240, 320, "#115e59", { rx: 20 }),
          place(logoMark(0, 0, 120, "none", "#ccfbf1", "#f97360"), 60, 70),
          rect(50, 230, 140, 12, "#5eead4", { rx: 6, opacity: 0.7 }),
          rect(80, 256, 80, 10, "#5eead4", { rx: 5, opacity: 0.5 }),
        ],
        { transform: "translate(170 150) rotate(-8)" },
      ),
      g(
        [
          rect(0, 0, 420, 170, "#0f172a", { rx: 18, opacity: 0.08, transform: "translate(6 10)" }),
          rect(0, 0, 420, 170, "#ffffff", { rx: 18 }),
          rect(0, 0, 420, 46, "#f97360", { rx: 18 }),
          rect(0, 28, 420, 18, "#f97360"),
          place(plane("#ffffff"), 380, 23, 0.3),
          rect(30, 70, 90, 14, "#cbd5e1", { rx: 7 }),
          rect(200, 70, 90, 14, "#cbd5e1", { rx: 7 }),
          rect(30, 98, 60, 26, "#334155", { rx: 6 }),
          rect(200, 98, 60, 26, "#334155", { rx: 6 }),
          stroke("M110 111H180", "#94a3b8", 3, { "stroke-dasharray": "4 6" }),
          stroke("M330 66V150", "#e2e8f0", 3, { "stroke-dasharray": "6 6" }),
          stroke(
            "M350 70V146M358 70V146M370 70V146M376 70V146M388 70V146M398 70V146",
            "#334155",
            4,
            { "stroke-linecap": "butt" },
          ),
        ],
        { transform: "translate(460 130) rotate(4)" },
      ),
      g(
        [
          rect(0, 0, 300, 210, "#ffffff", { rx: 18 }),
          [40, 95, 150].map((y, i) =>
            join(
              circ(40, y, 14, i < 2 ? "#0f766e" : "#e2e8f0"),
              i < 2 ? stroke(s`M33 ${y}l5 5l9-10`, "#ffffff", 4) : "",
              rect(70, y - 7, 190 - i * 40, 14, "#e2e8f0", { rx: 7 }),
            ),
          ),
        ],
        { transform: "translate(700 350) rotate(-3)" },
      ),
      pin(560, 440, 1.3, "#0f766e"),
      sparkle(1080, 300, 18, "#f97360"),
    ),
  "treatment-guides-1": (a) => {
    const c = CAT.dental;
    a.add(
      blogBg(a, "#fdf7ef", "#f6e6cf", a.r),
      ell(600, 520, 360, 24, "#0f172a", { opacity: 0.07 }),
      path("M600 180C520 150 360 140 260 170V510C360 480 520 490 600 520Z", "#ffffff", {
        stroke: "#e2d5c3",
        "stroke-width": 3,
      }),
      path("M600 180C680 150 840 140 940 170V510C840 480 680 490 600 520Z", "#ffffff", {
        stroke: "#e2d5c3",
        "stroke-width": 3,
      }),
      path("M600 180V520", "#000", { stroke: "#d9c7b0", "stroke-width": 4 }),
      path("M860 156V260L880 240L900 260V150Z", "#f97360"),
      place(ICON.tooth(a, c), 430, 300, 0.7),
      place(ICON.eye(a, CAT.eye), 770, 300, 0.62),
      stroke("M330 420H530M330 450H500M670 420H870M670 450H830", "#e2e8f0", 10),
      bubble(a, ICON.heartCare(a, CAT.general), 200, 150, 64, 0.42),
      bubble(a, ICON.head(a, CAT.hair), 1010, 200, 64, 0.42),
      bubble(a, ICON.apple(a, CAT.bariatric), 1040, 450, 54, 0.36),
      sparkle(160, 360, 16, "#0f766e"),
    );
  },
  "treatment-guides-2": (a) => {
    const cards = [
      ["dental", "tooth"],
      ["hair", "head"],
      ["eye", "eye"],
      ["general", "heartCare"],
      ["bariatric", "apple"],
    ];
    a.add(
      blogBg(a, "#f0f9ff", "#dbeefa", a.r),
      cards.map(([cat, icon], i) => {
        const rot = (i - 2) * 7;
        const x = 600 + (i - 2) * 190;
        const y = 330 + Math.abs(i - 2) * 26;
        return g(
          [
            rect(-95, -150, 190, 290, "#0f172a", {
              rx: 22,
              opacity: 0.07,
              transform: "translate(5 10)",
            }),
            rect(-95, -150, 190, 290, "#ffffff", { rx: 22 }),
            rect(-95, -150, 190, 170, CAT[cat].soft, { rx: 22 }),
            place(ICON[icon](a, CAT[cat]), 0, -66, 0.62),
            rect(-65, 48, 130, 12, "#cbd5e1", { rx: 6 }),
            rect(-65, 72, 90, 10, "#e2e8f0", { rx: 5 }),
            rect(-65, 100, 70, 20, CAT[cat].main, { rx: 10 }),
          ],
          { transform: s`translate(${x} ${y}) rotate(${rot})` },
        );
      }),
      sparkle(1100, 110, 20, "#f97360"),
      sparkle(110, 120, 14, "#0f766e"),
    );
  },
  "country-city-insights-1": (a) => {
    const clip = a.clip(circ(600, 330, 220, "#000"));
    const r = rngFrom("globe");
    a.add(
      blogBg(a, "#f0fdfa", "#d5f2ec", a.r),
      circ(600, 340, 220, "#0f172a", { opacity: 0.06 }),
      circ(600, 330, 220, a.grad(["#99e6da", "#2aa198"], [0, 0, 1, 1])),
      g(
        [
          path(
            blobD(470, 250, 90, 60, r, 8, 0.3) +
              blobD(640, 220, 120, 50, r, 8, 0.3) +
              blobD(700, 420, 70, 90, r, 8, 0.3) +
              blobD(480, 450, 60, 50, r, 8, 0.3),
            "#0f766e",
            { opacity: 0.55 },
          ),
          stroke("M380 330H820M400 240H800M400 420H800M600 110V550", "#ffffff", 2, {
            opacity: 0.5,
          }),
          el("ellipse", {
            cx: 600,
            cy: 330,
            rx: 110,
            ry: 220,
            fill: "none",
            stroke: "#ffffff",
            "stroke-width": 2,
            opacity: 0.5,
          }),
        ],
        { "clip-path": clip },
      ),
      circ(600, 330, 220, "none", { stroke: "#ffffff", "stroke-width": 3, opacity: 0.6 }),
      stroke(
        "M470 220Q560 120 660 200M660 200Q760 220 720 380M720 380Q600 470 500 430",
        "#f97360",
        3.5,
        { "stroke-dasharray": "2 10" },
      ),
      pin(470, 206, 1, "#f97360"),
      pin(660, 186, 1, "#f97360"),
      pin(720, 366, 1, "#f97360"),
      pin(500, 416, 1, "#f97360"),
      speech(880, 140, 230, 80, "#ffffff", "left", 2),
      speech(90, 400, 230, 80, "#ffffff", "right", 2),
      cloud(200, 180, 0.8, "#ffffff", 0.9),
      cloud(1000, 480, 0.9, "#ffffff", 0.9),
    );
  },
  "country-city-insights-2": (a) =>
    a.add(
      rect(0, 0, 1200, 630, a.grad(["#fde7d8", "#fdf3e7", "#e6f6f3"])),
      sunGlow(a, 600, 420, 120, "#fff3e0", "#fdba74", 420, 0.5),
      cloud(260, 150, 1.1, "#ffffff", 0.8),
      cloud(940, 120, 0.9, "#ffffff", 0.8),
      landmarkStrip(a, rngFrom("strip"), 470, ["#2a7f78", "#3b8f89", "#1f6f69", "#4b9f99"]),
      rect(0, 468, 1200, 162, a.grad(["#8fd3c9", "#2f8f86"])),
      shimmer(rngFrom("strip-w"), 30, 0, 480, 1200, 150, "#ffffff", 0.45),
      birds(rngFrom("strip-b"), 6, 420, 140, 360, 100, "#2a7f78", 1.1),
    ),
  "before-after-stories-1": (a) => {
    const c = CAT.hair;
    a.add(
      blogBg(a, "#f8fafc", "#e6f4f1", a.r),
      g(
        [
          rect(0, 0, 320, 380, "#0f172a", { rx: 26, opacity: 0.07, transform: "translate(6 12)" }),
          rect(0, 0, 320, 380, "#f1f5f9", { rx: 26 }),
          place(ICON.head(a, muted(c, 0.3), false), 160, 200, 1.15),
          circ(290, 30, 12, "#94a3b8"),
        ],
        { transform: "translate(170 120) rotate(-3)" },
      ),
      g(
        [
          rect(0, 0, 320, 380, "#0f172a", { rx: 26, opacity: 0.07, transform: "translate(6 12)" }),
          rect(0, 0, 320, 380, "#ccfbf1", { rx: 26 }),
          place(ICON.head(a, c, true), 160, 200, 1.15),
          circ(290, 30, 12, "#0f766e"),
          stroke("M284 30l5 5l9-10", "#ffffff", 4),
          sparkle(50, 60, 18, "#f97360"),
        ],
        { transform: "translate(710 110) rotate(3)" },
      ),
      stroke("M520 300Q600 230 680 300", "#f97360", 8),
      path("M668 276L690 306L656 312Z", "#f97360"),
      sparkle(600, 420, 16, "#0f766e"),
    );
  },
  "before-after-stories-2": (a) => {
    const clip = a.clip(circ(400, 330, 210, "#000"));
    a.add(
      blogBg(a, "#fff4ef", "#fde2d6", a.r),
      circ(400, 330, 210, a.grad(["#fed7aa", "#f97360"])),
      g(bust(400, 200, 2.1, SKIN[2], HAIR[1], "#0f766e", true), { "clip-path": clip }),
      g(
        [
          rect(0, 0, 380, 220, "#0f172a", { rx: 24, opacity: 0.07, transform: "translate(6 12)" }),
          rect(0, 0, 380, 220, "#ffffff", { rx: 24 }),
          stars5(46, 54, 16, "#f59e0b"),
          rect(36, 96, 300, 12, "#e2e8f0", { rx: 6 }),
          rect(36, 122, 260, 12, "#e2e8f0", { rx: 6 }),
          rect(36, 148, 180, 12, "#e2e8f0", { rx: 6 }),
          circ(320, 180, 18, "#0f766e"),
          stroke("M311 180l6 6l11-12", "#ffffff", 4),
        ],
        { transform: "translate(700 190)" },
      ),
      path(HEART_D, "#f97360", { transform: "translate(680 130) scale(0.3)" }),
      path(HEART_D, "#0f766e", { transform: "translate(1060 480) scale(0.22)", opacity: 0.7 }),
      sparkle(640, 470, 16, "#0f766e"),
    );
  },
};
const BLOG_TITLE = {
  "doctor-interviews": "Doctor interviews",
  "safe-journey-tips": "Safe journey tips",
  "treatment-guides": "Treatment guides",
  "country-city-insights": "Country and city insights",
  "before-after-stories": "Before and after stories",
};
for (const key of Object.keys(BLOG))
  job(
    `images/blog/${key}.svg`,
    1200,
    630,
    `${BLOG_TITLE[key.replace(/-\d$/, "")]} — editorial illustration`,
    BLOG[key],
  );

/* ================================================================ brand assets */

job("favicon.svg", 64, 64, "CareAtlas", (a) => a.add(logoMark(0, 0, 64)));
job("images/logo-mark.svg", 40, 40, "CareAtlas", (a) => a.add(logoMark(0, 0, 40)));

job("images/og-default.svg", 1200, 630, "CareAtlas — Compare verified clinics abroad", (a) => {
  const r = a.r;
  const clip = a.clip(circ(900, 280, 190, "#000"));
  a.add(
    rect(0, 0, 1200, 630, a.grad(["#134e4a", "#0f766e", "#115e59"], [0, 0, 1, 1])),
    circ(1100, 40, 260, "#ffffff", { opacity: 0.04 }),
    circ(80, 640, 220, "#ffffff", { opacity: 0.04 }),
    rect(96, 110, 120, 90, a.pattern(22, 22, circ(4, 4, 2.5, "#5eead4", { opacity: 0.35 }))),
    logoMark(96, 170, 88, "#ffffff", "#0f766e"),
    text(96, 345, "CareAtlas", 96, "#ffffff", { "font-weight": 700, "letter-spacing": -2 }),
    text(100, 402, "Compare verified clinics abroad", 34, "#ccfbf1", { "font-weight": 500 }),
    rect(100, 440, 70, 6, "#f97360", { rx: 3 }),
    circ(900, 290, 190, "#0f172a", { opacity: 0.15 }),
    circ(900, 280, 190, a.grad(["#5eead4", "#14b8a6"], [0, 0, 1, 1])),
    g(
      [
        path(
          blobD(800, 220, 80, 50, r, 8, 0.3) +
            blobD(950, 190, 100, 44, r, 8, 0.3) +
            blobD(990, 360, 60, 80, r, 8, 0.3) +
            blobD(820, 380, 50, 44, r, 8, 0.3),
          "#0f766e",
          { opacity: 0.55 },
        ),
        stroke("M700 280H1100M720 200H1080M720 360H1080M900 80V480", "#ffffff", 2, {
          opacity: 0.45,
        }),
        el("ellipse", {
          cx: 900,
          cy: 280,
          rx: 95,
          ry: 190,
          fill: "none",
          stroke: "#ffffff",
          "stroke-width": 2,
          opacity: 0.45,
        }),
      ],
      { "clip-path": clip },
    ),
    stroke(
      "M800 200Q880 110 960 176M960 176Q1050 200 1000 330M1000 330Q900 410 820 370",
      "#ffffff",
      3.5,
      { "stroke-dasharray": "2 10" },
    ),
    pin(800, 186, 0.9, "#f97360"),
    pin(960, 162, 0.9, "#f97360"),
    pin(1000, 316, 0.9, "#f97360"),
    pin(820, 356, 0.9, "#f97360"),
    g(landmarkStrip(a, rngFrom("og-strip"), 630, ["#ffffff", "#ffffff", "#ffffff", "#ffffff"]), {
      opacity: 0.1,
    }),
  );
});

/* --------------------------------------------------------------- insurance */

const insurer = (a, mark, name, sub, color) =>
  a.add(
    mark,
    text(74, 40, name, 22, "#0f172a", { "font-weight": 700, "letter-spacing": -0.4 }),
    text(75, 58, sub, 10.5, color, { "font-weight": 600, "letter-spacing": 2.6 }),
  );
job("images/insurance/meditravel-protect.svg", 240, 80, "MediTravel Protect", (a) =>
  insurer(
    a,
    place(
      join(
        path("M0-26L22-18V0C22 14 12 23 0 28C-12 23-22 14-22 0V-18Z", "#0f766e"),
        place(plane("#ffffff"), 0, 0, 0.2, -30),
      ),
      34,
      40,
      1.05,
    ),
    "MediTravel",
    "PROTECT",
    "#0f766e",
  ),
);
job("images/insurance/albion-health-travel-cover.svg", 240, 80, "Albion Health", (a) =>
  insurer(
    a,
    join(
      circ(36, 40, 26, "#1e3a5f"),
      path("M22 52L36 22L50 52H43L36 37L29 52Z", "#ffffff"),
      path(HEART_D, "#f97360", { transform: "translate(36 52) scale(0.09)" }),
    ),
    "Albion",
    "HEALTH",
    "#1e3a5f",
  ),
);
job("images/insurance/globalcare-assist.svg", 240, 80, "GlobalCare Assist", (a) =>
  insurer(
    a,
    join(
      circ(36, 40, 24, "#f97360"),
      stroke("M12 40h48M36 16c-12 12-12 36 0 48M36 16c12 12 12 36 0 48", "#ffffff", 2.5),
      el("ellipse", {
        cx: 36,
        cy: 40,
        rx: 34,
        ry: 11,
        fill: "none",
        stroke: "#0f766e",
        "stroke-width": 3,
        transform: "rotate(-24 36 40)",
      }),
    ),
    "GlobalCare",
    "ASSIST",
    "#ea580c",
  ),
);

/* ------------------------------------------------------------------ app */

const badge = (a, icon, small, big) =>
  a.add(
    rect(0.5, 0.5, 179, 53, "#000000", { rx: 10, stroke: "#a6a6a6", "stroke-width": 1 }),
    icon,
    text(52, 22, small, 9, "#ffffff", { "font-weight": 500, "letter-spacing": 0.2 }),
    text(51, 41, big, 18.5, "#ffffff", { "font-weight": 600, "letter-spacing": -0.3 }),
  );
job("images/app/app-store.svg", 180, 54, "Download on the App Store", (a) =>
  badge(
    a,
    join(
      path(
        "M27 17C23 14 15 15 14 24C13 32 18 40 22 40C24 40 25 39 27 39C29 39 30 40 32 40C36 40 40 32 40 26C36 24 35 18 38 16C35 13 30 14 27 17Z",
        "#ffffff",
      ),
      path(leafD(28, 14, -1.1, 9, 2.4), "#ffffff"),
    ),
    "Download on the",
    "App Store",
  ),
);
job("images/app/google-play.svg", 180, 54, "Get it on Google Play", (a) =>
  badge(
    a,
    join(
      path("M16 13L38 27L16 41Z", a.grad(["#5eead4", "#0f766e"], [0, 0, 1, 1]), {
        stroke: "#ffffff",
        "stroke-width": 1.5,
        "stroke-linejoin": "round",
      }),
      path("M16 27H27L16 41Z", "#f97360", { opacity: 0.9 }),
    ),
    "GET IT ON",
    "Google Play",
  ),
);

job("images/app/phone.svg", 360, 720, "CareAtlas app preview on a phone", (a) => {
  const clip = a.clip(el("path", { d: rrD(20, 20, 320, 680, 40) }));
  const thumbs = [
    (x, y) =>
      join(
        rect(x, y, 76, 76, a.grad(["#f9a8a0", "#fde7c8"])),
        mosque(x + 38, y + 64, 0.14, "#6b3a5c"),
        rect(x, y + 62, 76, 14, "#7e4a6a"),
      ),
    (x, y) =>
      join(
        rect(x, y, 76, 76, a.grad(["#7cc4ec", "#e0f2fe"])),
        path(s`M${x + 20} ${y + 76}L${x + 24} ${y + 22}L${x + 28} ${y + 76}Z`, "#94a3b8"),
        path(
          skylineD(rngFrom("ph"), {
            x0: x,
            x1: x + 76,
            base: y + 76,
            minH: 10,
            maxH: 36,
            minW: 8,
            maxW: 14,
            gap: 2,
          }),
          "#64748b",
        ),
      ),
    (x, y) =>
      join(
        rect(x, y, 76, 76, a.grad(["#9fd3cf", "#fdf0d5"])),
        chedi(x + 38, y + 66, 0.3, "#d99a2b"),
        rect(x, y + 64, 76, 12, "#5fa89a"),
      ),
  ];
  const card = (y, i) =>
    join(
      rect(36, y + 4, 288, 100, "#0f172a", { rx: 16, opacity: 0.05 }),
      rect(36, y, 288, 100, "#ffffff", { rx: 16 }),
      g(thumbs[i](48, y + 12), {
        "clip-path": a.clip(el("path", { d: rrD(48, y + 12, 76, 76, 12) })),
      }),
      rect(138, y + 18, 130 - i * 14, 10, "#334155", { rx: 5 }),
      rect(138, y + 38, 100, 8, "#cbd5e1", { rx: 4 }),
      stars5(142, y + 62, 5, "#f59e0b"),
      rect(250, y + 70, 60, 20, i === 0 ? "#f97360" : "#ccfbf1", { rx: 10 }),
      circ(296, y + 24, 8, "#f1f5f9"),
    );
  a.add(
    rect(4, 8, 352, 708, "#0f172a", { rx: 54, opacity: 0.15 }),
    rect(8, 4, 344, 708, "#0f172a", { rx: 52 }),
    rect(352, 150, 4, 60, "#1e293b", { rx: 2 }),
    rect(4, 130, 4, 40, "#1e293b", { rx: 2 }),
    rect(4, 186, 4, 60, "#1e293b", { rx: 2 }),
    g(
      [
        rect(20, 20, 320, 680, "#f1f5f9"),
        rect(20, 20, 320, 210, a.grad(["#0f766e", "#115e59"], [0, 0, 1, 1])),
        circ(320, 60, 90, "#ffffff", { opacity: 0.06 }),
        logoMark(40, 78, 36, "none"),
        rect(86, 88, 96, 12, "#ffffff", { rx: 6 }),
        rect(86, 106, 60, 7, "#99f6e4", { rx: 3.5, opacity: 0.8 }),
        circ(306, 96, 16, "#ffffff", { opacity: 0.15 }),
        rect(40, 138, 280, 44, "#ffffff", { rx: 22 }),
        circ(64, 160, 8, "none", { stroke: "#94a3b8", "stroke-width": 2.5 }),
        stroke("M70 166l5 5", "#94a3b8", 2.5),
        rect(84, 156, 120, 8, "#cbd5e1", { rx: 4 }),
        rect(36, 200, 70, 26, "#f97360", { rx: 13 }),
        rect(114, 200, 80, 26, "#ffffff", { rx: 13, opacity: 0.9 }),
        rect(202, 200, 64, 26, "#ffffff", { rx: 13, opacity: 0.9 }),
        rect(274, 200, 70, 26, "#ffffff", { rx: 13, opacity: 0.9 }),
        rect(40, 250, 120, 11, "#334155", { rx: 5.5 }),
        rect(270, 251, 50, 9, "#0f766e", { rx: 4.5, opacity: 0.6 }),
        card(276, 0),
        card(388, 1),
        card(500, 2),
        rect(20, 628, 320, 72, "#ffffff"),
        stroke("M20 628H340", "#e2e8f0", 1),
        circ(72, 656, 11, "#0f766e"),
        circ(144, 656, 11, "#cbd5e1"),
        circ(216, 656, 11, "#cbd5e1"),
        circ(288, 656, 11, "#cbd5e1"),
        rect(130, 684, 100, 5, "#0f172a", { rx: 2.5 }),
      ],
      { "clip-path": clip },
    ),
    rect(136, 30, 88, 26, "#0f172a", { rx: 13 }),
  );
});

/* @@MAIN ===================================================================== */

const COUNTRIES = [
  ["turkey", "Turkey — mosque domes and minarets over the Bosphorus at dusk"],
  ["south-korea", "South Korea — Seoul towers and N Seoul Tower beneath the mountains"],
  ["thailand", "Thailand — golden temple stupas and palm trees at sunrise"],
  ["mexico", "Mexico — Mayan pyramid above the turquoise Caribbean coast"],
];
const CITIES = [
  ["istanbul", "Istanbul — Galata Tower and the Bosphorus"],
  ["antalya", "Antalya — cliffs above the Mediterranean with the Taurus Mountains"],
  ["izmir", "Izmir — the Konak clock tower by the bay"],
  ["bursa", "Bursa — the Green Mosque below snow-capped Uludağ"],
  ["seoul", "Seoul — the city skyline and Han River at night"],
  ["bangkok", "Bangkok — Wat Arun on the Chao Phraya at sunset"],
  ["phuket", "Phuket — a long-tail boat on a tropical beach"],
  ["tijuana", "Tijuana — the monumental arch and colourful hillsides"],
  ["cancun", "Cancún — turquoise beach and the hotel zone"],
];
for (const [slug, title] of COUNTRIES)
  job(`images/countries/${slug}.svg`, 1200, 800, title, LAND[slug]);
for (const [slug, title] of CITIES) job(`images/cities/${slug}.svg`, 1200, 800, title, LAND[slug]);

/* ------------------------------------------------------------ team portraits */

// Illustrated portraits of the /team profiles (not photographs, and not likenesses of real
// people): head and shoulders on a soft tinted ground, composed for a round frame.
const PORTRAIT = 480;

const hairBack = {
  long: (c) =>
    path(
      "M158 204C148 112 200 80 240 80C292 80 340 112 326 206C320 266 336 330 360 396C300 420 180 420 120 396C146 330 162 266 158 204Z",
      c,
    ),
  bun: (c) => join(circ(240, 86, 42, c), circ(240, 86, 42, "#000000", { opacity: 0.08 })),
  short: () => "",
};
const hairFront = {
  long: (c) =>
    path(
      "M160 206C152 120 200 94 246 96C298 98 334 132 322 204C314 168 296 144 268 132C246 156 204 170 160 206Z",
      c,
    ),
  bun: (c) =>
    join(
      path(
        "M161 200C154 124 198 98 240 98C284 98 328 124 319 200C314 168 298 146 276 138C258 150 222 152 204 140C184 150 168 172 161 200Z",
        c,
      ),
      stroke("M200 112Q240 96 280 112", lighten(c, 0.25), 3, { opacity: 0.6 }),
    ),
  short: (c) =>
    join(
      path(
        "M162 194C156 118 200 92 244 94C292 96 328 126 318 192C312 164 302 148 290 140C262 148 212 146 186 138C172 152 166 170 162 194Z",
        c,
      ),
      path("M162 194L166 228L172 228L172 190Z", c),
      path("M318 192L314 228L308 228L308 190Z", c),
    ),
};

/** Shoulders and clothing; `v` is the neckline's depth. */
const outfit = {
  blazer: (a, p) =>
    join(
      path(
        "M40 480C40 402 118 352 240 346C362 352 440 402 440 480Z",
        a.grad([lighten(p.top, 0.12), p.top]),
      ),
      path("M204 342L240 408L276 342Z", p.shirt),
      path("M204 340L240 408L214 480H186L194 382Z", darken(p.top, 0.18)),
      path("M276 340L240 408L266 480H294L286 382Z", darken(p.top, 0.18)),
      p.collar
        ? join(
            path("M204 338L224 378L240 352Z", "#ffffff"),
            path("M276 338L256 378L240 352Z", "#ffffff"),
          )
        : "",
      p.pin ? circ(318, 418, 7, p.pin) : "",
    ),
  scrubs: (a, p) =>
    join(
      path(
        "M40 480C40 402 118 352 240 346C362 352 440 402 440 480Z",
        a.grad([lighten(p.top, 0.1), p.top]),
      ),
      path("M210 342L240 394L270 342Z", darken(p.skin, 0.12)),
      stroke("M208 342L240 398L272 342", darken(p.top, 0.2), 5),
      // stethoscope around the neck
      stroke("M190 352C186 420 222 446 240 450M290 352C294 420 258 446 240 450", "#334155", 6),
      circ(240, 458, 13, "#94a3b8"),
      circ(240, 458, 6, "#e2e8f0"),
      // name badge
      rect(306, 404, 46, 58, "#ffffff", { rx: 7 }),
      rect(306, 404, 46, 14, p.pin, { rx: 7 }),
      rect(316, 430, 26, 5, "#cbd5e1", { rx: 2.5 }),
      rect(316, 442, 18, 5, "#cbd5e1", { rx: 2.5 }),
    ),
};

const face = (p) => {
  const line = darken(p.skin, 0.32);
  return join(
    // brows, eyes with a catch-light, nose, cheeks and a closed smile
    stroke("M190 180Q208 170 226 178M254 178Q272 170 290 180", darken(p.hair, 0.1), 6),
    ell(208, 204, 7.5, 8.5, "#1f2937"),
    ell(272, 204, 7.5, 8.5, "#1f2937"),
    circ(210.5, 201, 2.2, "#ffffff"),
    circ(274.5, 201, 2.2, "#ffffff"),
    stroke("M241 212Q234 236 244 242", line, 4, { opacity: 0.75 }),
    circ(194, 240, 15, "#f97360", { opacity: 0.16 }),
    circ(286, 240, 15, "#f97360", { opacity: 0.16 }),
    path("M216 258Q240 284 264 258Q240 268 216 258Z", "#a8473f"),
    path("M222 262Q240 270 258 262Q240 266 222 262Z", "#ffffff", { opacity: 0.85 }),
  );
};

const portrait = (p) => (a) => {
  const [c1, c2] = p.ground;
  const r = a.r;
  a.add(
    rect(0, 0, PORTRAIT, PORTRAIT, a.grad([c1, c2], [0, 0, 1, 1])),
    path(blobD(380, 110, 110, 90, r, 8, 0.14), "#ffffff", { opacity: 0.35 }),
    path(blobD(90, 380, 120, 80, r, 8, 0.14), "#ffffff", { opacity: 0.25 }),
  );
  // The person, enlarged a little so that the face fills a round frame.
  a.add(
    '<g transform="translate(-48 -34) scale(1.2)">',
    hairBack[p.style](p.hair),
    outfit[p.outfit](a, p),
    rect(208, 258, 64, 104, darken(p.skin, 0.1), { rx: 30 }),
    ell(240, 296, 34, 12, darken(p.skin, 0.22), { opacity: 0.45 }),
    ell(160, 208, 14, 22, darken(p.skin, 0.04)),
    ell(320, 208, 14, 22, darken(p.skin, 0.04)),
    ell(240, 196, 80, 98, p.skin),
    p.style === "long"
      ? ""
      : p.earring
        ? join(circ(161, 234, 5, p.earring), circ(319, 234, 5, p.earring))
        : "",
    p.beard
      ? path(
          "M164 226A80 98 0 0 0 316 226C300 252 282 266 262 254Q240 246 218 254C198 266 180 252 164 226Z",
          p.hair,
          { opacity: 0.32 },
        )
      : "",
    face(p),
    hairFront[p.style](p.hair),
    p.glasses
      ? join(
          rect(182, 186, 52, 36, "#ffffff", { rx: 13, opacity: 0.18 }),
          rect(246, 186, 52, 36, "#ffffff", { rx: 13, opacity: 0.18 }),
          stroke(
            "M195 186h26a13 13 0 0 1 13 13v10a13 13 0 0 1 -13 13h-26a13 13 0 0 1 -13 -13v-10a13 13 0 0 1 13 -13ZM259 186h26a13 13 0 0 1 13 13v10a13 13 0 0 1 -13 13h-26a13 13 0 0 1 -13 -13v-10a13 13 0 0 1 13 -13ZM234 202Q240 196 246 202M182 200L164 196M298 200L316 196",
            "#334155",
            4,
          ),
        )
      : "",
    "</g>",
  );
};

/** The /team profiles (content/pages/team.ts names the same files). */
const TEAM = [
  {
    slug: "leyla-korkmaz",
    title: "Illustrated portrait of Leyla Korkmaz",
    skin: "#e8b896",
    hair: "#3b2a20",
    style: "long",
    outfit: "blazer",
    top: "#115e59",
    shirt: "#f8fafc",
    pin: "#f97360",
    ground: ["#ccfbf1", "#99f6e4"],
  },
  {
    slug: "marcus-webb",
    title: "Illustrated portrait of Marcus Webb",
    skin: "#f1c7a8",
    hair: "#5b4636",
    style: "short",
    outfit: "blazer",
    top: "#1e3a5f",
    shirt: "#dbeafe",
    collar: true,
    beard: true,
    glasses: true,
    ground: ["#e0f2fe", "#bae6fd"],
  },
  {
    slug: "ayla-ozkan",
    title: "Illustrated portrait of Ayla Ozkan",
    skin: "#c98e68",
    hair: "#221a15",
    style: "bun",
    outfit: "scrubs",
    top: "#0d9488",
    pin: "#f97360",
    earring: "#fbbf24",
    ground: ["#ffe4e6", "#fecdd3"],
  },
];
for (const p of TEAM) job(`images/team/${p.slug}.svg`, PORTRAIT, PORTRAIT, p.title, portrait(p));

/* ------------------------------------------------------------ validation */

function validate(svg, rel, w, h) {
  const problems = [];
  const tagRe = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const stack = [];
  let last = 0;
  let m;
  const ids = new Set();
  while ((m = tagRe.exec(svg))) {
    const between = svg.slice(last, m.index);
    if (/[<>]/.test(between)) problems.push(`stray markup near offset ${last}`);
    if (/&(?!amp;|lt;|gt;|quot;|#\d+;)/.test(between)) problems.push("unescaped &");
    last = tagRe.lastIndex;
    const [, close, name, attrText, self] = m;
    if (close) {
      if (stack.pop() !== name) problems.push(`mismatched </${name}>`);
    } else if (!self) stack.push(name);
    const seen = new Set();
    for (const [, k, v] of attrText.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (seen.has(k)) problems.push(`duplicate attribute ${k} on <${name}>`);
      seen.add(k);
      if (k === "id") {
        if (ids.has(v)) problems.push(`duplicate id ${v}`);
        ids.add(v);
      }
      if (/NaN|undefined|Infinity/.test(v)) problems.push(`bad value ${k}="${v.slice(0, 40)}"`);
    }
  }
  if (svg.slice(last).trim()) problems.push("trailing content");
  if (stack.length) problems.push(`unclosed <${stack.join(">, <")}>`);
  for (const [, ref] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
    if (!ids.has(ref)) problems.push(`dangling reference #${ref}`);
  const key = "c" + fnv(rel).toString(36).slice(0, 5);
  for (const id of ids) if (!id.startsWith(key + "-")) problems.push(`unprefixed id ${id}`);
  if ((svg.match(/https?:\/\//g) || []).length !== 1) problems.push("external reference");
  if (/<script|<image|<foreignObject|@import/i.test(svg)) problems.push("forbidden element");
  if (
    !svg.startsWith(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"`,
    )
  )
    problems.push("bad root");
  if (!/<title id="[^"]+">[^<]+<\/title>/.test(svg)) problems.push("missing title");
  if (Buffer.byteLength(svg) > 15 * 1024)
    problems.push(`too large (${Buffer.byteLength(svg)} bytes)`);
  return problems;
}

function main() {
  const filters = process.argv.slice(2);
  let count = 0;
  let total = 0;
  let max = { size: 0 };
  const over6k = [];
  const failures = [];
  for (const j of JOBS) {
    if (filters.length && !filters.some((f) => j.rel.includes(f))) continue;
    const a = new Art(j.rel, j.w, j.h, j.title);
    j.draw(a, j);
    const svg = a.toString();
    const problems = validate(svg, j.rel, j.w, j.h);
    if (problems.length)
      failures.push(`${j.rel}: ${[...new Set(problems)].slice(0, 6).join("; ")}`);
    const file = pjoin(PUBLIC, j.rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    const size = Buffer.byteLength(svg);
    count++;
    total += size;
    if (size > max.size) max = { size, rel: j.rel };
    if (size > 6 * 1024) over6k.push(`${j.rel} (${(size / 1024).toFixed(1)} KB)`);
  }
  console.log(
    `wrote ${count} SVG files under ${relative(ROOT, PUBLIC)}/ — ${(total / 1024).toFixed(1)} KB total, largest ${max.rel} at ${(max.size / 1024).toFixed(1)} KB`,
  );
  if (over6k.length) console.log(`${over6k.length} file(s) above 6 KB:\n  ${over6k.join("\n  ")}`);
  if (failures.length) {
    console.error(`validation failed for ${failures.length} file(s):\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else
    console.log(
      "all files passed validation (well-formed XML, unique prefixed ids, no external refs, < 15 KB)",
    );
}

main();
