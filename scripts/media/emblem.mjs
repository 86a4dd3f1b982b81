// Stylised emblem (original drawing, not the official UN emblem):
// a globe with meridians and parallels inside a wreath of two olive branches.
// The geometry is described once here and rendered to SVG and to a React component.

const r1 = (n) => Math.round(n * 10) / 10;
const pt = (x, y) => `${r1(x)} ${r1(y)}`;

const CX = 32;
const CY = 27.5;
const GLOBE_R = 14.5;
const WREATH_R = 23;

function polar(angleDeg, radius) {
  const a = (angleDeg * Math.PI) / 180;
  return [CX + radius * Math.cos(a), CY + radius * Math.sin(a)];
}

/** A pointed leaf from base (bx, by) in direction dirDeg. */
function leaf(bx, by, dirDeg, len, width) {
  const d = (dirDeg * Math.PI) / 180;
  const ux = Math.cos(d);
  const uy = Math.sin(d);
  const tx = bx + ux * len;
  const ty = by + uy * len;
  const mx = bx + ux * len * 0.5;
  const my = by + uy * len * 0.5;
  const nx = -uy * width;
  const ny = ux * width;
  return `M${pt(bx, by)}Q${pt(mx + nx, my + ny)} ${pt(tx, ty)}Q${pt(mx - nx, my - ny)} ${pt(bx, by)}Z`;
}

function branch(side) {
  // side = -1 for left, +1 for right; angles measured with y pointing down.
  const mirror = (deg) => (side < 0 ? deg : 180 - deg);
  const start = mirror(98);
  const end = mirror(212);
  const [sx, sy] = polar(start, WREATH_R);
  const [ex, ey] = polar(end, WREATH_R);
  const sweep = side < 0 ? 1 : 0;
  // stem, extended past the bottom so the two stems cross
  const [kx, ky] = [CX - side * 5, CY + WREATH_R + 4.5];
  const stem = `M${pt(kx, ky)}L${pt(sx, sy)}A${WREATH_R} ${WREATH_R} 0 0 ${sweep} ${pt(ex, ey)}`;
  let leaves = "";
  const stations = [112, 134, 156, 178, 198];
  stations.forEach((deg, i) => {
    const a = mirror(deg);
    const [bx, by] = polar(a, WREATH_R);
    // tangent direction pointing towards the tip of the branch
    const tangent = side < 0 ? a + 90 : a - 90;
    const outward = i % 2 === 0;
    const tilt = outward ? (side < 0 ? -38 : 38) : side < 0 ? 38 : -38;
    leaves += leaf(bx, by, tangent + tilt, 8, 2.9);
  });
  // tip leaf
  const tipTangent = side < 0 ? end + 90 : end - 90;
  leaves += leaf(ex, ey, tipTangent, 7.5, 2.6);
  return { stem, leaves };
}

export function emblemShapes() {
  const g = GLOBE_R;
  const lat = 0.5 * g;
  const half = Math.sqrt(g * g - lat * lat);
  const globeLines =
    `M${pt(CX, CY - g)}V${r1(CY + g)}` +
    `M${pt(CX - g, CY)}H${r1(CX + g)}` +
    `M${pt(CX - half, CY - lat)}H${r1(CX + half)}` +
    `M${pt(CX - half, CY + lat)}H${r1(CX + half)}`;
  const meridians = `M${pt(CX, CY - g)}A${r1(g * 0.5)} ${g} 0 0 0 ${pt(CX, CY + g)}A${r1(g * 0.5)} ${g} 0 0 0 ${pt(CX, CY - g)}Z`;
  const left = branch(-1);
  const right = branch(1);
  return [
    {
      tag: "circle",
      attrs: {
        cx: CX,
        cy: CY,
        r: g,
        fill: "none",
        stroke: "C",
        strokeWidth: 2.6,
      },
    },
    {
      tag: "path",
      attrs: {
        d: globeLines + meridians,
        fill: "none",
        stroke: "C",
        strokeWidth: 1.7,
      },
    },
    {
      tag: "path",
      attrs: {
        d: left.stem + right.stem,
        fill: "none",
        stroke: "C",
        strokeWidth: 1.8,
        strokeLinecap: "round",
      },
    },
    { tag: "path", attrs: { d: left.leaves + right.leaves, fill: "C" } },
  ];
}

export const EMBLEM_VIEWBOX = "0 0 64 64";

const kebab = (s) => s.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

/** Inner SVG markup of the emblem in the given colour. */
export function emblemMarkup(color) {
  return emblemShapes()
    .map(({ tag, attrs }) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => `${kebab(k)}="${v === "C" ? color : v}"`)
        .join(" ");
      return `<${tag} ${a}/>`;
    })
    .join("");
}

export function emblemSvg(color = "#ffffff") {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${EMBLEM_VIEWBOX}">${emblemMarkup(color)}</svg>\n`;
}

export function emblemTsx() {
  const body = emblemShapes()
    .map(({ tag, attrs }) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => {
          if (v === "C") return `${k}="currentColor"`;
          if (typeof v === "number") return `${k}={${v}}`;
          return `${k}="${v}"`;
        })
        .join(" ");
      return `<${tag} ${a} />`;
    })
    .join("\n");
  return `import type * as React from "react";

type EmblemProps = React.ComponentProps<"svg"> & { label?: string };

/** The site's stylised emblem; takes the current text colour. */
export function Emblem({ label = "United Nations Logo", ...props }: EmblemProps) {
  return (
    <svg
      viewBox="${EMBLEM_VIEWBOX}"
      role="img"
      aria-label={label}
      focusable="false"
      {...props}
    >
${body}
    </svg>
  );
}
`;
}
