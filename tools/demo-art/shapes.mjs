// Vector building blocks of the demo venue's dish pictures (tools/demo-art/dishes.mjs): a table
// top seen from above, plates, bowls, glasses, leaves. Plain SVG strings; nothing is downloaded.

export const W = 480;
export const H = 320;

let uid = 0;
/** A fresh id for a gradient or filter. */
export function id(prefix) {
  uid += 1;
  return `${prefix}${uid}`;
}

/** A radial gradient from `inner` to `outer` (highlight up-left), returned as [defs, fill]. */
export function radial(inner, outer, cx = "40%", cy = "35%") {
  const g = id("r");
  return [
    `<radialGradient id="${g}" cx="${cx}" cy="${cy}" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`,
    `url(#${g})`,
  ];
}

/** A vertical linear gradient, returned as [defs, fill]. */
export function linear(top, bottom) {
  const g = id("l");
  return [
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `url(#${g})`,
  ];
}

/** A table top: a wooden (or stone) surface with grain. */
export function table(light, dark) {
  const [d, f] = linear(light, dark);
  let grain = "";
  for (let i = 0; i < 9; i++) {
    const y = 18 + i * 36 + ((i * 13) % 11);
    grain += `<path d="M0 ${y} C 120 ${y - 8} 300 ${y + 10} 480 ${y - 2}" stroke="${dark}" stroke-opacity="0.25" stroke-width="${2 + (i % 3)}" fill="none"/>`;
  }
  return { defs: d, body: `<rect width="${W}" height="${H}" fill="${f}"/>${grain}` };
}

/** A soft shadow under a round thing. */
export function shadow(cx, cy, rx, ry) {
  return `<ellipse cx="${cx + 8}" cy="${cy + 12}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.28" filter="url(#blur)"/>`;
}

/** A round plate seen from above. */
export function plate(cx, cy, r, rim = "#f7f4ee", well = "#ffffff") {
  const [d1, f1] = radial(well, "#e9e4da");
  return {
    defs: d1,
    body:
      shadow(cx, cy, r, r) +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="${f1}" stroke="#ddd6c8" stroke-width="2"/>`,
  };
}

/** A bowl seen from above, filled with `inner`/`outer`. */
export function bowl(cx, cy, r, inner, outer, rim = "#f3efe7") {
  const [d, f] = radial(inner, outer);
  return {
    defs: d,
    body:
      shadow(cx, cy, r, r) +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}" stroke="#d9d1c3" stroke-width="2"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="${f}"/>`,
  };
}

/** A leaf (basil, mint) at x,y turned by `deg`. */
export function leaf(x, y, deg, size = 1, color = "#3f8a2e") {
  return `<g transform="translate(${x} ${y}) rotate(${deg}) scale(${size})"><path d="M0 0 C 10 -13 32 -13 44 0 C 32 13 10 13 0 0Z" fill="${color}"/><path d="M2 0 L40 0" stroke="#2d6a20" stroke-width="1.5"/></g>`;
}

/** A citrus slice seen from the cut side. */
export function citrus(x, y, r, peel = "#f2c200", flesh = "#f9e36b") {
  let seg = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    seg += `<line x1="${x}" y1="${y}" x2="${(x + Math.cos(a) * r * 0.8).toFixed(1)}" y2="${(y + Math.sin(a) * r * 0.8).toFixed(1)}" stroke="#fffbe0" stroke-width="2"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${peel}"/><circle cx="${x}" cy="${y}" r="${r * 0.86}" fill="#fff8d8"/><circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="${flesh}"/>${seg}`;
}

/** Dots scattered in a circle (herbs, pepper, crumbs), the same every build. */
export function sprinkle(cx, cy, r, n, color, size = 2.5, seed = 1) {
  let s = seed;
  const rand = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * r;
    out += `<circle cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d).toFixed(1)}" r="${(size * (0.6 + rand() * 0.8)).toFixed(1)}" fill="${color}"/>`;
  }
  return out;
}

/** A whole picture: parts ({defs, body} or strings) on a W x H canvas. */
export function picture(...parts) {
  let defs = `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>`;
  let body = "";
  for (const p of parts) {
    if (typeof p === "string") body += p;
    else {
      defs += p.defs;
      body += p.body;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}
