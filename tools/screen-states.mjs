// Every owner and guest screen and state, for the screenshots (tools/screenshots.mjs) and the
// accessibility check (tests/e2e/axe-screens.desktop.spec.ts): one list, so both look at the same.
// `seedScreens(url)` makes a venue with a menu (extras and a size group), a floor plan (small
// tables too), live, started, finished and waiter-call orders and a stock entry, plus a brand-new
// venue; the guest states use the demo venue (/demo/1), read only.
import PocketBase from "pocketbase";

const PASSWORD = "screens-password-1";

async function signedIn(url, email, fields) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection("users").create({ email, password: PASSWORD, passwordConfirm: PASSWORD, ...fields });
  await pb.collection("users").authWithPassword(email, PASSWORD);
  return pb;
}

function session(pb) {
  return JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
}

/** Seeds the venues the states show; answers their sessions and public link. */
export async function seedScreens(url) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const link = `screens${stamp}`;
  const pb = await signedIn(url, `screens-${stamp}@example.com`, {
    publicLink: link,
    menuTitle: "Corner Bistro",
    menuDescription: "Seasonal plates and good coffee.",
    currency: "EUR",
    timeZone: "Europe/Berlin",
  });
  const user = pb.authStore.record.id;
  const mains = await pb.collection("categories").create({ title: "Mains", order: 0, user });
  const drinks = await pb.collection("categories").create({ title: "Drinks", order: 1, user });
  const burger = await pb.collection("dishes").create({
    title: "Burger",
    description: "Beef patty, cheddar, pickles, house sauce.",
    price: 11.9,
    category: mains.id,
    user,
    order: 0,
    modifiers: { Bacon: 1.5, "Extra patty": 3.5 },
  });
  const soup = await pb
    .collection("dishes")
    .create({ title: "Tomato soup", description: "With sourdough.", price: 5.5, category: mains.id, user, order: 1 });
  await pb.collection("dishes").create({
    title: "Espresso",
    description: "Double shot.",
    price: 2.4,
    category: drinks.id,
    user,
    order: 0,
    optionGroups: JSON.stringify([
      {
        name: "Size",
        min: 1,
        max: 1,
        size: true,
        choices: [
          { name: "Single", price: 2.2 },
          { name: "Double", price: 2.9 },
        ],
      },
      {
        name: "Milk",
        min: 0,
        max: 2,
        choices: [
          { name: "Oat milk", price: 0.4 },
          { name: "Foam", price: 0 },
        ],
      },
    ]),
  });
  for (const t of [
    { tableNumber: 1, round: true, diameter: 120, x: 30, y: 30 },
    { tableNumber: 2, round: false, width: 160, length: 100, x: 180, y: 30 },
    { tableNumber: 4, round: false, width: 240, length: 120, x: 220, y: 200 },
    { tableNumber: 12, round: true, diameter: 50, x: 40, y: 200 },
    { tableNumber: 21, round: false, width: 56, length: 56, x: 120, y: 210 },
  ])
    await pb.collection("tables").create({ ...t, user });

  const guest = new PocketBase(url);
  guest.autoCancellation(false);
  const order = (table, lines) =>
    guest.collection("orders").create({
      user,
      userSlug: link,
      tableSlug: String(table),
      items: lines.map(([dish, count, modifiers = {}]) => ({
        dishId: dish.id,
        title: dish.title,
        price: 0,
        count,
        modifiers,
      })),
      total: 0,
      clientRequestId: `screens-${stamp}-${Math.random().toString(36).slice(2)}`,
    });
  await order(12, [[burger, 1, { Bacon: 0 }]]);
  await order(12, [[soup, 2]]);
  await order(21, [[soup, 1]]);
  const started = await order(2, [
    [burger, 2],
    [soup, 1],
  ]);
  await pb.collection("orders").update(started.id, { started: true });
  const done = await order(4, [[burger, 1, { "Extra patty": 0 }]]);
  await pb.collection("orders").update(done.id, { started: true });
  await pb.collection("orders").update(done.id, { finished: true });
  await guest.collection("orders").create({
    user,
    userSlug: link,
    tableSlug: "1",
    items: [{ dishId: "cash", title: "Pay Cash", price: 0, count: 1, modifiers: {} }],
    total: 0,
    clientRequestId: `screens-${stamp}-cash`,
  });
  await pb.collection("storage").create({ item: "Flour", quantity: 12, unit: "piece", note: "Sacks", user });

  const fresh = await signedIn(url, `new-venue-${stamp}@example.com`, {});
  return { owner: session(pb), fresh: session(fresh), link };
}

/**
 * The states: `who` is "anon" (signed out), "owner" (the seeded venue), "fresh" (a venue a minute
 * old) or "guest" (the demo venue's table 1); `act` brings the page into the state after loading.
 */
export const SCREENS = [
  { name: "landing", who: "anon", path: "/" },
  { name: "login", who: "anon", path: "/login" },
  { name: "register", who: "anon", path: "/register" },
  { name: "not-found", who: "anon", path: "/no/such/page/here" },
  {
    name: "orders-new-owner",
    who: "fresh",
    path: "/orders",
    ready: (p) => p.getByRole("region", { name: "Your first hour" }),
  },
  {
    name: "tables-empty",
    who: "fresh",
    path: "/tablesqr",
    ready: (p) => p.getByRole("heading", { name: "Table layout" }),
  },
  {
    name: "editmenu-empty",
    who: "fresh",
    path: "/editmenu",
    ready: (p) => p.getByRole("heading", { name: /categories/i }).first(),
  },
  { name: "orders", who: "owner", path: "/orders", ready: (p) => p.getByRole("article").first() },
  {
    name: "orders-table-map",
    who: "owner",
    path: "/orders",
    ready: (p) => p.getByRole("article").first(),
    act: async (p) => {
      await p.getByRole("button", { name: "Show table map" }).click();
      await p.getByRole("dialog", { name: "Table layout" }).getByRole("button").nth(1).waitFor();
    },
  },
  {
    name: "orders-new-order",
    who: "owner",
    path: "/orders",
    ready: (p) => p.getByRole("article").first(),
    act: async (p) => {
      await p.getByRole("button", { name: "New order", exact: true }).click();
      const dialog = p.getByRole("dialog", { name: "New order" });
      // A dish with a size and extras picked: the same choices the guest gets.
      await dialog
        .getByRole("list", { name: "Drinks" })
        .getByRole("button", { name: /^Espresso/ })
        .click();
      await dialog
        .getByRole("list", { name: "Mains" })
        .getByRole("button", { name: /^Tomato soup/ })
        .click();
      await dialog
        .getByRole("list", { name: "Drinks" })
        .getByRole("button", { name: /^Espresso/ })
        .click();
    },
  },
  { name: "finished-orders", who: "owner", path: "/finished-orders", ready: (p) => p.getByRole("article").first() },
  { name: "tables", who: "owner", path: "/tablesqr", ready: (p) => p.getByTestId("floor-table-21") },
  { name: "storage", who: "owner", path: "/storage", ready: (p) => p.getByText("Flour").first() },
  { name: "editmenu", who: "owner", path: "/editmenu", ready: (p) => p.getByText("Espresso").first() },
  {
    name: "editmenu-dish",
    who: "owner",
    path: "/editmenu",
    ready: (p) => p.getByText("Espresso").first(),
    act: async (p) => {
      await p.getByRole("button", { name: "Edit dish Espresso" }).click();
      // An extra added (not saved): the groups, sizes and extras in one list.
      const dialog = p.getByRole("dialog");
      await dialog.getByLabel("Modifier name").fill("Extra shot");
      await dialog.getByLabel("Modifier extra").fill("0.80");
      await dialog.getByRole("button", { name: "Add modifier" }).click();
      // The choices for guests (extras and option groups) in view.
      await p
        .getByRole("dialog")
        .getByRole("heading", { name: "Choices for guests" })
        .evaluate((h) => h.scrollIntoView({ block: "start" }));
    },
  },
  { name: "settings", who: "owner", path: "/settings", ready: (p) => p.getByRole("heading", { name: "Settings" }) },
  { name: "team", who: "owner", path: "/team", ready: (p) => p.getByRole("heading", { name: "Members" }) },
  { name: "help", who: "owner", path: "/help", ready: (p) => p.getByRole("heading").first() },
  { name: "kitchen", who: "owner", path: "/kitchen", ready: (p) => p.getByText("Burger").first() },
  {
    name: "guest-menu",
    who: "guest",
    path: "/demo/1",
    ready: (p) => p.getByRole("button", { name: "Burger", exact: true }),
  },
  {
    name: "dish-sheet",
    who: "guest",
    path: "/demo/1",
    ready: (p) => p.getByRole("button", { name: "Burger", exact: true }),
    act: async (p) => {
      await p.getByRole("button", { name: "Burger", exact: true }).click();
      await p
        .getByRole("dialog", { name: "Burger" })
        .locator("img")
        .evaluate((img) => img.decode());
    },
  },
  {
    name: "guest-waiter",
    who: "guest",
    path: "/demo/1",
    ready: (p) => p.getByRole("button", { name: "Burger", exact: true }),
    act: async (p) => {
      await p
        .getByRole("button", { name: /call waiter/i })
        .first()
        .click();
      await p.getByRole("dialog").first().waitFor();
    },
  },
];

/**
 * A browser context for `who` at `width`: the owner's session in the app's storage key, the guest's
 * welcome message already seen (the states show the page behind it).
 */
export async function screenContext(browser, baseURL, who, width, seeded) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 700 ? 844 : 900 } });
  if (who === "owner" || who === "fresh") {
    await context.addInitScript((v) => localStorage.setItem("draft_session", v), seeded[who]);
  }
  if (who === "guest") await context.addInitScript(() => localStorage.setItem("draft_guest_welcome_seen", "1"));
  return context;
}

/** Opens `state` on `page` and waits until it shows. */
export async function openScreen(page, state) {
  await page.goto(state.path, { waitUntil: "networkidle" });
  if (state.ready) await state.ready(page).waitFor();
  const close = page.getByRole("button", { name: "Close welcome message" });
  if (await close.isVisible()) await close.click();
  if (state.act) await state.act(page);
}
