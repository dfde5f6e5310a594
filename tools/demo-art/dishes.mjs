// The demo venue's dish pictures as vector art (docs/storefront.md#demo-venue): one SVG per dish,
// keyed by the file name the demo migration (pb_migrations/1765700100_demo_storefront.js) looks
// for. tools/make-demo-photos.mjs renders them to JPEG at build time.
import { bowl, citrus, leaf, linear, picture, plate, radial, shadow, sprinkle, table } from "./shapes.mjs";

const OAK = ["#b07a4a", "#7a4f2c"];
const WALNUT = ["#7b5236", "#4a2f1f"];
const SLATE = ["#5d6466", "#34393b"];
const MARBLE = ["#efece6", "#cfc9bf"];

function tomatoSoup() {
  const cream = `<path d="M205 150 C 230 120 270 130 262 160 C 255 185 220 180 232 160" stroke="#fff6e8" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  const [bd, bf] = radial("#e9c08a", "#b9814a");
  return picture(
    table(...OAK),
    bowl(235, 160, 120, "#e4572e", "#a8321a"),
    cream,
    leaf(270, 175, -30, 0.9),
    leaf(282, 150, 20, 0.8),
    sprinkle(235, 160, 70, 18, "#fbe3b0", 1.6, 7),
    {
      defs: bd,
      body:
        shadow(400, 250, 60, 36) +
        `<rect x="345" y="215" width="115" height="70" rx="22" fill="${bf}" stroke="#8a5a2b" stroke-width="6" transform="rotate(-12 400 250)"/>`,
    },
  );
}

function bruschetta() {
  let toasts = "";
  [
    [140, 165],
    [245, 150],
    [350, 170],
  ].forEach(([x, y], i) => {
    toasts +=
      shadow(x, y, 52, 34) +
      `<ellipse cx="${x}" cy="${y}" rx="55" ry="38" fill="#c98d4b" stroke="#8f5b27" stroke-width="5"/>` +
      sprinkle(x, y, 34, 14, "#d8342a", 6, 11 + i) +
      sprinkle(x, y, 30, 10, "#f06a4a", 3.5, 21 + i) +
      leaf(x - 10, y - 6, -20 + i * 30, 0.55);
  });
  const [d, f] = linear("#a7743f", "#7e5228");
  return picture(
    table(...SLATE),
    { defs: d, body: `<rect x="60" y="95" width="370" height="140" rx="24" fill="${f}"/>` },
    toasts,
  );
}

function burrata() {
  const [d, f] = radial("#ffffff", "#e7e0cf", "38%", "32%");
  return picture(
    table(...MARBLE),
    plate(240, 160, 130),
    sprinkle(240, 165, 80, 14, "#d9301e", 11, 3),
    sprinkle(240, 165, 80, 10, "#f2b400", 9, 5),
    { defs: d, body: `<circle cx="240" cy="155" r="52" fill="${f}"/>` },
    `<path d="M200 140 C 230 120 260 130 280 150" stroke="#6f8f1f" stroke-width="4" fill="none" stroke-opacity="0.8"/>`,
    leaf(250, 120, -40, 0.8),
    leaf(205, 190, 150, 0.7),
    sprinkle(240, 160, 40, 10, "#2b2b2b", 1.3, 9),
  );
}

function burger() {
  const [bd, bf] = radial("#f0b35e", "#b8702b", "40%", "25%");
  return picture(
    table(...WALNUT),
    plate(240, 170, 135),
    shadow(240, 170, 95, 40),
    `<rect x="150" y="190" width="180" height="28" rx="14" fill="#d59a52"/>`,
    `<path d="M140 175 L340 175 L330 200 L150 200Z" fill="#5a2f1c"/>`,
    `<path d="M140 168 Q 160 190 180 168 Q 200 190 220 168 Q 240 190 260 168 Q 280 190 300 168 Q 320 190 340 168 L335 178 L145 178Z" fill="#f4c21f"/>`,
    `<path d="M135 160 Q 240 140 345 160 L340 172 Q 240 156 140 172Z" fill="#55a630"/>`,
    `<ellipse cx="240" cy="152" rx="100" ry="14" fill="#d8342a"/>`,
    { defs: bd, body: `<path d="M140 150 C 140 70 340 70 340 150Z" fill="${bf}"/>` },
    sprinkle(240, 110, 60, 22, "#fbeed2", 2.2, 4).replace(/<circle/g, '<circle transform="scale(1 1)"'),
    `<g>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${330 + (i % 3) * 14}" y="${225 + Math.floor(i / 3) * 20}" width="10" height="44" rx="4" fill="#f2c14e" transform="rotate(${-20 + i * 9} 350 250)"/>`).join("")}</g>`,
  );
}

function pizza() {
  const [cd, cf] = radial("#f3cf8c", "#c98b45");
  const [sd, sf] = radial("#e0482c", "#b02e1b");
  let cheese = "";
  [
    [200, 130, 26],
    [280, 140, 30],
    [235, 200, 28],
    [300, 205, 22],
    [180, 195, 20],
  ].forEach(
    ([x, y, r]) =>
      (cheese += `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff8e6"/><circle cx="${x - 4}" cy="${y - 5}" r="${r * 0.5}" fill="#ffffff"/>`),
  );
  return picture(
    table(...OAK),
    { defs: cd, body: shadow(240, 165, 140, 140) + `<circle cx="240" cy="165" r="140" fill="${cf}"/>` },
    { defs: sd, body: `<circle cx="240" cy="165" r="118" fill="${sf}"/>` },
    cheese,
    leaf(215, 150, 10, 0.8),
    leaf(265, 175, 120, 0.75),
    leaf(210, 215, -60, 0.7),
    leaf(290, 120, 45, 0.7),
  );
}

function breakfast() {
  const egg = (x, y) =>
    `<path d="M${x - 50} ${y} C ${x - 55} ${y - 40} ${x - 10} ${y - 50} ${x + 20} ${y - 38} C ${x + 55} ${y - 30} ${x + 50} ${y + 20} ${x + 20} ${y + 35} C ${x - 10} ${y + 45} ${x - 45} ${y + 30} ${x - 50} ${y}Z" fill="#fffdf6"/>` +
    `<circle cx="${x}" cy="${y - 2}" r="17" fill="#f6a800"/><circle cx="${x - 5}" cy="${y - 8}" r="5" fill="#ffd866"/>`;
  return picture(
    table(...MARBLE),
    plate(240, 160, 140),
    egg(195, 125),
    egg(270, 115),
    `<path d="M290 175 C 320 160 340 190 370 175 L 372 190 C 342 205 322 175 292 190Z" fill="#b5472f"/><path d="M285 200 C 315 185 335 215 365 200 L 367 215 C 337 230 317 200 287 215Z" fill="#a63d28"/>`,
    sprinkle(200, 205, 34, 26, "#d0622c", 7, 8),
    `<rect x="120" y="150" width="60" height="60" rx="10" fill="#d9a25a" stroke="#a86f2c" stroke-width="5" transform="rotate(-15 150 180)"/>`,
  );
}

function risotto() {
  return picture(
    table(...SLATE),
    bowl(240, 160, 130, "#f1dfb0", "#d4b777"),
    sprinkle(240, 160, 85, 120, "#fbf0cf", 4, 12),
    sprinkle(240, 160, 70, 9, "#7b5230", 13, 6),
    sprinkle(240, 160, 70, 9, "#a57a4e", 8, 17),
    sprinkle(240, 160, 60, 30, "#3f8a2e", 2.2, 19),
    `<path d="M205 120 l18 -6 l-4 12z M270 190 l16 -8 l-2 13z" fill="#fffbe8"/>`,
  );
}

function salmon() {
  const [sd, sf] = linear("#ff9a6b", "#e8643e");
  let stripes = "";
  for (let i = 0; i < 5; i++)
    stripes += `<path d="M${175 + i * 26} 120 L ${160 + i * 26} 200" stroke="#6b2d17" stroke-width="7" stroke-linecap="round" opacity="0.75"/>`;
  return picture(
    table(...WALNUT),
    plate(240, 165, 138),
    sprinkle(245, 220, 40, 9, "#4c9a2a", 12, 10),
    { defs: sd, body: `<rect x="150" y="110" width="160" height="95" rx="26" fill="${sf}"/>` },
    stripes,
    citrus(335, 135, 26),
    leaf(320, 205, 20, 0.7, "#5c9e3a"),
    sprinkle(230, 160, 60, 12, "#fff3dc", 1.6, 13),
  );
}

function tiramisu() {
  const [d, f] = linear("#7a4a2a", "#5a331b");
  return picture(
    table(...MARBLE),
    plate(240, 165, 128),
    shadow(240, 165, 70, 60),
    { defs: d, body: `<rect x="165" y="95" width="150" height="140" rx="10" fill="${f}"/>` },
    sprinkle(240, 165, 70, 160, "#4a2614", 2.5, 23),
    sprinkle(240, 165, 60, 50, "#8a5a35", 2, 29),
    leaf(300, 110, 30, 0.6, "#4e9a3a"),
    `<path d="M330 230 l40 -30" stroke="#c49a6c" stroke-width="8" stroke-linecap="round"/>`,
  );
}

function lemonTart() {
  const [d, f] = radial("#ffe46b", "#f2bf1d");
  let crust = "";
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    crust += `<circle cx="${(240 + Math.cos(a) * 96).toFixed(1)}" cy="${(165 + Math.sin(a) * 96).toFixed(1)}" r="12" fill="#d89a4e"/>`;
  }
  return picture(
    table(...OAK),
    plate(240, 165, 138),
    crust,
    { defs: d, body: `<circle cx="240" cy="165" r="90" fill="${f}"/>` },
    `<path d="M225 140 q15 -25 30 0 q-15 18 -30 0z" fill="#fff8ea"/>`,
    citrus(265, 185, 20),
    leaf(205, 190, -20, 0.6, "#3f8a2e"),
    sprinkle(240, 165, 80, 16, "#fff6b0", 1.6, 31),
  );
}

function chocolateCake() {
  const [d, f] = radial("#6b3b22", "#3b1d0f");
  return picture(
    table(...MARBLE),
    plate(240, 165, 132),
    { defs: d, body: shadow(240, 165, 95, 95) + `<path d="M240 165 L 335 120 A 105 105 0 1 1 300 80Z" fill="${f}"/>` },
    `<path d="M240 165 L335 120" stroke="#2a140a" stroke-width="4"/>`,
    sprinkle(200, 180, 50, 16, "#d42a3a", 7, 33),
    sprinkle(200, 180, 60, 40, "#f6f0e8", 1.5, 37),
    leaf(275, 100, 10, 0.55, "#4e9a3a"),
  );
}

function glass(cx, cy, r, liquid, outer) {
  const [d, f] = radial(liquid, outer);
  return {
    defs: d,
    body:
      shadow(cx, cy, r, r) +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#e8f4f6" fill-opacity="0.55" stroke="#ffffff" stroke-width="5"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="${f}"/>` +
      `<path d="M${cx - r * 0.6} ${cy - r * 0.5} A ${r * 0.8} ${r * 0.8} 0 0 1 ${cx + r * 0.2} ${cy - r * 0.8}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  };
}

function ice(cx, cy) {
  return [
    [-30, -20],
    [25, -25],
    [0, 25],
  ]
    .map(
      ([dx, dy], i) =>
        `<rect x="${cx + dx - 16}" y="${cy + dy - 16}" width="32" height="32" rx="6" fill="#ffffff" fill-opacity="0.45" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2" transform="rotate(${i * 25} ${cx + dx} ${cy + dy})"/>`,
    )
    .join("");
}

function lemonade() {
  return picture(
    table(...OAK),
    glass(220, 160, 105, "#fff7b8", "#f1d96a"),
    ice(220, 160),
    citrus(250, 125, 38),
    leaf(175, 185, -30, 1.0, "#4caf50"),
    leaf(195, 200, 20, 0.8, "#43a047"),
    citrus(390, 245, 30),
    sprinkle(220, 160, 80, 20, "#ffffff", 2, 41),
  );
}

function cup(cx, cy, r, coffee, crema) {
  const [d, f] = radial(crema, coffee, "45%", "40%");
  return {
    defs: d,
    body:
      shadow(cx, cy, r * 1.5, r * 1.5) +
      `<circle cx="${cx}" cy="${cy}" r="${r * 1.5}" fill="#f6f2ea" stroke="#ddd5c6" stroke-width="2"/>` +
      `<path d="M${cx + r * 0.9} ${cy - 12} h${r * 0.55} a12 12 0 0 1 0 24 h-${r * 0.55}z" fill="#f3efe7" stroke="#d6cdbd" stroke-width="2"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fbfaf7" stroke="#d6cdbd" stroke-width="3"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="${f}"/>`,
  };
}

function espresso() {
  return picture(
    table(...WALNUT),
    cup(230, 160, 62, "#5b3217", "#c27a3c"),
    sprinkle(230, 160, 40, 14, "#e0a461", 2, 43),
    `<rect x="340" y="220" width="80" height="14" rx="7" fill="#d9d2c4" transform="rotate(-30 380 227)"/>`,
    sprinkle(110, 250, 22, 10, "#3a1f0f", 6, 47),
  );
}

function cappuccino() {
  const heart = `<path d="M240 190 C 190 160 200 120 228 128 C 236 130 240 138 240 142 C 240 138 244 130 252 128 C 280 120 290 160 240 190Z" fill="#fffaf0"/>`;
  return picture(
    table(...SLATE),
    cup(240, 160, 72, "#a8683a", "#d9a770"),
    heart,
    sprinkle(240, 160, 55, 18, "#7a4524", 1.5, 53),
  );
}

function cocktail() {
  return picture(
    table(...SLATE),
    glass(235, 160, 100, "#ff6f91", "#c2185b"),
    `<line x1="235" y1="160" x2="345" y2="70" stroke="#3d2a20" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="300" cy="104" r="14" fill="#8e1538"/><circle cx="296" cy="100" r="4" fill="#ffb3c6"/>`,
    citrus(190, 130, 26, "#7cb342", "#c5e1a5"),
    sprinkle(235, 160, 75, 16, "#ffd1dc", 2, 59),
  );
}

function icedTea() {
  return picture(
    table(...MARBLE),
    glass(230, 160, 105, "#d07a2c", "#8a3d12"),
    ice(230, 160),
    citrus(262, 128, 34),
    leaf(180, 190, -20, 1.0, "#43a047"),
    sprinkle(230, 160, 80, 18, "#ffd9a8", 2, 61),
  );
}

/** File name (without .jpg) -> SVG text. */
export const DISH_ART = {
  "tomato-soup": tomatoSoup,
  bruschetta,
  burrata,
  burger,
  "margherita-pizza": pizza,
  "breakfast-plate": breakfast,
  "mushroom-risotto": risotto,
  "grilled-salmon": salmon,
  tiramisu,
  "lemon-tart": lemonTart,
  "chocolate-cake": chocolateCake,
  lemonade,
  espresso,
  cappuccino,
  "night-cocktail": cocktail,
  "iced-tea": icedTea,
};

/**
 * A cover picture for the demo venue: three dishes on the brand colour. Kept plain (no wood grain,
 * no table): it is the largest thing in the guest menu's first paint, so its bytes count.
 */
export function coverArt() {
  const [d, f] = linear("#9a3412", "#7c2d12");
  const dish = (k, x) => {
    const art = DISH_ART[k]()
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "")
      .replace(/<rect width="480" height="320"[^>]*\/>/, "")
      .replace(/<path d="M0 [^"]*" stroke="[^"]*" stroke-opacity="0.25"[^>]*\/>/g, "");
    return `<g transform="translate(${x} 80)">${art}</g>`;
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="480" viewBox="0 0 1440 480"><defs>${d}</defs>` +
    `<rect width="1440" height="480" fill="${f}"/>` +
    dish("margherita-pizza", 0) +
    dish("lemonade", 480) +
    dish("tomato-soup", 960) +
    "</svg>"
  );
}
