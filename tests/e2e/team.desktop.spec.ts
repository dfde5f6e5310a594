// A venue's team (docs/security-and-isolation.md#team-members-and-roles), end to end: the owner
// invites a waiter on the Team page; the waiter sets a password from the invitation link, signs in,
// starts an order and cannot open Settings; a kitchen tablet, where Kit switched in with his
// personal code, finishes it on the kitchen display;
// the owner removes the waiter, whose open screen is signed out at once.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { messages } from "../../src/domain/messages";
import { guestOrder, kitchenVenue, printed, recordPrints } from "./kitchen-helpers";
import PocketBase from "pocketbase";
import { baseURL, uniqueEmail } from "./fixtures";
import { signInPage, type E2EOwner } from "./owner-session";

async function memberPage(browser: Browser, link: string, password: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: /^Join the team of / })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Join the team" }).click();
  return page;
}

/** Accepts an invitation by the API (the person sets `password`). */
async function acceptByApi(link: string, password: string) {
  const token = new URL(link).searchParams.get("invite") ?? "";
  await new PocketBase(baseURL).send("/api/team/invitations/accept", {
    method: "POST",
    body: { token, password, passwordConfirm: password },
  });
}

async function invite(page: Page, name: string, email: string, role: string): Promise<string> {
  const form = page.getByRole("form", { name: "Add a member" });
  await form.getByLabel("Name").fill(name);
  if (email) await form.getByLabel("Email").fill(email);
  else await form.getByLabel(/A shared device/).check();
  await form.getByLabel("Role").selectOption(role);
  await form.getByRole("button", { name: "Add member" }).click();
  const link = page.getByRole("textbox", { name: "Invitation link" });
  await expect(link).toBeVisible();
  const value = await link.inputValue();
  await page.getByRole("button", { name: "Done" }).click();
  return value;
}

test("the owner invites a waiter and a kitchen tablet; roles hold; removal signs the waiter out", async ({
  page,
  browser,
}) => {
  const v = await kitchenVenue("team", [5]);
  await signInPage(page, v.owner);
  await page.goto("/team");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await expect(page.getByText("No members yet: the venue is yours alone.")).toBeVisible();

  const waiterEmail = uniqueEmail("waiter");
  // The owner's own address is refused.
  const form = page.getByRole("form", { name: "Add a member" });
  await form.getByLabel("Name").fill("Me");
  await form.getByLabel("Email").fill(v.owner.email);
  await form.getByRole("button", { name: "Add member" }).click();
  await expect(form.getByText("This is your own address: you are the venue's owner.")).toBeVisible();
  const waiterLink = await invite(page, "Wendy", waiterEmail, "waiter");
  const kitLink = await invite(page, "Kit", uniqueEmail("kitchen"), "kitchen");
  const tabletLink = await invite(page, "Kitchen tablet", "", "kitchen");
  // An invitation not accepted yet: no login, no code; accepted, Kit is a member.
  const members = page.getByRole("region", { name: "Members" });
  const invited = members.getByRole("listitem").filter({ hasText: "invited, not accepted yet" });
  await expect(invited).toHaveCount(2);
  await expect(invited.filter({ has: page.getByText("Kit", { exact: true }) })).toHaveCount(1);
  await acceptByApi(kitLink, "kit-password-1");
  await page.reload();
  // Kit's personal code, for the shared kitchen tablet.
  await page.getByRole("button", { name: "Set code for Kit" }).click();
  await page.getByLabel("Kit's code for shared devices").fill("1357");
  await page.getByRole("button", { name: "Save code" }).click();
  await expect(page.getByText("Kit's code is set.")).toBeVisible();
  await expect(members.getByLabel("Role of Wendy")).toHaveValue("waiter");

  // The waiter: Orders, live; no Settings, Storage or Team in the navigation, nor by address.
  const waiter = await memberPage(browser, waiterLink, "waiter-password-1");
  await expect(waiter).toHaveURL(/\/orders$/);
  const nav = waiter.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByText("Wendy (Waiter)")).toBeVisible();
  for (const hidden of ["Settings", "Storage", "Team", "Edit Menu", "Finished Orders"]) {
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  const order = await guestOrder(v, 5, [{ dish: v.soup, count: 2 }]);
  const card = waiter.getByRole("region", { name: "Not started" }).getByRole("article", { name: "Table 5" });
  await card.getByRole("button", { name: "Start" }).click();
  await waiter.getByRole("dialog").getByRole("button", { name: "Yes, start" }).click();
  await expect(waiter.getByText(messages.orderStarted)).toBeVisible();
  await expect.poll(async () => (await v.owner.pb.collection("orders").getOne(order.id)).startedBy).toBe("Wendy");
  await waiter.goto("/settings");
  await expect(waiter.getByRole("heading", { name: "Your role cannot open this page." })).toBeVisible();
  // Tables & QR, read-only for the waiter: the plan and the QR codes, printable; no edit controls.
  await waiter.goto("/tablesqr");
  await expect(waiter.getByRole("heading", { name: "QR code: table 5" })).toBeVisible();
  await expect(waiter.getByTestId("table-qr")).toBeVisible();
  await expect(waiter.getByRole("img", { name: "Table 5", exact: true })).toBeVisible();
  await expect(waiter.getByRole("button", { name: "New table" })).toHaveCount(0);
  await expect(waiter.getByRole("button", { name: "Delete table 5" })).toHaveCount(0);
  await expect(waiter.getByRole("button", { name: /move with the arrow keys/ })).toHaveCount(0);
  await recordPrints(waiter);
  await waiter.getByRole("button", { name: "Print", exact: true }).click();
  await expect.poll(async () => (await printed(waiter)).join("\n")).toContain("Table 5");
  await expect(waiter.getByRole("button", { name: "Print all tables" })).toBeVisible();
  await waiter.goto("/orders");
  await expect(waiter.getByRole("region", { name: "Started" }).getByRole("article", { name: "Table 5" })).toBeVisible();

  // The kitchen tablet is signed in with its link and lands on the kitchen display; Kit switches to
  // himself with his code and finishes the order there.
  const kitchen = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await kitchen.clock.install();
  await kitchen.goto(tabletLink);
  await kitchen.getByRole("button", { name: "Sign in this device" }).click();
  await expect(kitchen).toHaveURL(/\/kitchen$/);
  const bar = kitchen.getByRole("region", { name: "Who is using this device" });
  await bar.getByRole("button", { name: "Enter your code" }).click();
  await bar.getByLabel("Your code").fill("0000");
  await bar.getByRole("button", { name: "Switch" }).click();
  await expect(bar.getByText("Unknown code.")).toBeVisible();
  await bar.getByLabel("Your code").fill("1357");
  await bar.getByRole("button", { name: "Switch" }).click();
  await expect(bar.getByRole("status")).toContainText("Signed as Kit on Kitchen tablet");
  await kitchen.getByRole("button", { name: /^Table 5, [^,]+, Cooking/ }).click();
  await kitchen.clock.fastForward("00:06");
  await expect
    .poll(async () => {
      const o = await v.owner.pb.collection("orders").getOne(order.id);
      return [o.finished, o.finishedBy];
    })
    .toEqual([true, "Kit"]);
  // A reload keeps Kit on the tablet (the server confirms his turn); Done ends it, also after a reload.
  await kitchen.reload();
  await expect(bar.getByRole("status")).toContainText("Signed as Kit on Kitchen tablet");
  await bar.getByRole("button", { name: "Done" }).click();
  await expect(bar.getByRole("button", { name: "Enter your code" })).toBeVisible();
  await kitchen.reload();
  await expect(bar.getByRole("status")).toContainText("enter your code so your actions carry your name");

  // Today's activity on the Team page says who did what.
  await page.reload();
  const activity = page.getByRole("region", { name: "Today's activity" });
  await expect(activity).toContainText("Wendy started an order: Table 5");
  await expect(activity).toContainText("Kit finished an order: Table 5");

  // The owner removes the waiter: the waiter's open Orders screen is signed out at once.
  await page.getByRole("button", { name: "Remove Wendy" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(members.getByRole("listitem").filter({ hasText: "Wendy" })).toHaveCount(0);
  await expect(waiter.getByRole("heading", { name: messages.notLoggedIn })).toBeVisible();
  await waiter.context().close();
  await kitchen.context().close();
});

/** Signs `page` in as a new member of `v`'s venue with `role`, through the invitation, by the API. */
async function memberSession(page: Page, owner: E2EOwner, role: "manager" | "waiter") {
  const email = uniqueEmail(role);
  const added = await owner.pb.send<{ invite: string }>("/api/team/members", {
    method: "POST",
    body: { name: role === "manager" ? "Mona" : "Walt", email, role },
  });
  const pb = new PocketBase(baseURL);
  const auth = await pb.send<{ token: string; record: never }>("/api/team/invitations/accept?expand=venue", {
    method: "POST",
    body: { token: added.invite, password: "member-password-123", passwordConfirm: "member-password-123" },
  });
  pb.authStore.save(auth.token, auth.record);
  await signInPage(page, { ...owner, pb });
}

test("managers have the push notifications bell on Orders, as the owner; waiters have none", async ({ browser }) => {
  const v = await kitchenVenue("team-push", [1]);
  for (const [role, hasBell] of [
    ["manager", true],
    ["waiter", false],
  ] as const) {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await memberSession(page, v.owner, role);
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Push notifications" })).toHaveCount(hasBell ? 1 : 0);
    await page.context().close();
  }
});

test("a manager's navigation fits a 1024 px tablet: the brand, every link and Log out are on screen", async ({
  browser,
}) => {
  const v = await kitchenVenue("team-nav", [1]);
  for (const width of [1024, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 768 } })).newPage();
    await memberSession(page, v.owner, "manager");
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    const onScreen = [
      page.getByRole("link", { name: "Draft" }),
      ...["Orders", "Kitchen", "Finished Orders", "Tables & QR", "Storage", "Edit Menu", "Settings", "Help"].map(
        (name) => nav.getByRole("link", { name, exact: true }),
      ),
      nav.getByText("Mona"),
      nav.getByRole("button", { name: "Log out" }),
    ];
    for (const item of onScreen) {
      const box = await item.boundingBox();
      expect(box, String(await item.textContent())).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: test.info().outputPath(`manager-nav-${width}.png`) });
    await page.context().close();
  }
});

test("a role changes in place on the member's open screen; one login for two venues picks the venue", async ({
  page,
  browser,
}) => {
  const one = await kitchenVenue("team-role", [3]);
  const two = await kitchenVenue("team-two", [4]);
  await one.owner.pb.collection("users").update(one.owner.user.id, { menuTitle: "Cafe One" });
  await two.owner.pb.collection("users").update(two.owner.user.id, { menuTitle: "Bar Two" });
  const email = uniqueEmail("walt");
  const password = "walt-password-1";
  const addWalt = async (owner: E2EOwner, role: string) =>
    (
      await owner.pb.send<{ invite: string }>("/api/team/members", {
        method: "POST",
        body: { name: "Walt", email, role },
      })
    ).invite;

  // Walt joins Cafe One as a waiter and keeps Orders open.
  const walt = await memberPage(
    browser,
    `${baseURL}/login?invite=${encodeURIComponent(await addWalt(one.owner, "waiter"))}`,
    password,
  );
  await expect(walt).toHaveURL(/\/orders$/);
  await expect(walt.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();

  // The owner makes him kitchen on the Team page: his open screen follows at once.
  await signInPage(page, one.owner);
  await page.goto("/team");
  const role = page.getByRole("region", { name: "Members" }).getByLabel("Role of Walt");
  await expect(role).toHaveValue("waiter");
  await role.selectOption("kitchen");
  await expect(page.getByText("Walt is now Kitchen.")).toBeVisible();
  const nav = walt.getByRole("navigation", { name: "Main" });
  await expect(nav.getByText("Walt (Kitchen)")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);
  await expect(walt.getByRole("heading", { name: "Your role cannot open this page." })).toBeVisible();
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`team-page-${width}.png`), fullPage: true });
  }
  await walt.context().close();

  // Bar Two invites the same address: the page names the venue and asks for his own password.
  const link = `${baseURL}/login?invite=${encodeURIComponent(await addWalt(two.owner, "waiter"))}`;
  const join = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await join.goto(link);
  await expect(join.getByRole("heading", { name: "Join the team of Bar Two" })).toBeVisible();
  await expect(join.getByText("This address already has a login")).toBeVisible();
  for (const width of [390, 1024, 1280]) {
    await join.setViewportSize({ width, height: 800 });
    await join.screenshot({ path: test.info().outputPath(`invitation-${width}.png`), fullPage: true });
  }
  await join.getByLabel("Your password").fill("not-his-password");
  await join.getByRole("button", { name: "Join the team" }).click();
  await expect(join.getByRole("alert")).toContainText("Wrong password.");
  await join.getByLabel("Your password").fill(password);
  await join.getByRole("button", { name: "Join the team" }).click();
  await expect(join).toHaveURL(/\/orders$/);
  await join.context().close();

  // One login: after signing in he picks the venue.
  const login = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await login.goto("/login");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(password);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(login.getByRole("heading", { name: "Choose a venue" })).toBeVisible();
  for (const width of [390, 1024, 1280]) {
    await login.setViewportSize({ width, height: 800 });
    await login.screenshot({ path: test.info().outputPath(`venue-picker-${width}.png`), fullPage: true });
  }
  await login.getByRole("button", { name: /Bar Two/ }).click();
  await expect(login).toHaveURL(/\/orders$/);
  await expect(login.getByRole("navigation", { name: "Main" }).getByText("Walt (Waiter)")).toBeVisible();
  await login.context().close();
});

test("a device is set up with its QR code's link or its short code; its page names it; a kitchen device sees no Orders", async ({
  page,
  browser,
}) => {
  const v = await kitchenVenue("team-device", [2]);
  await v.owner.pb.collection("users").update(v.owner.user.id, { menuTitle: "Cafe Dev" });
  await signInPage(page, v.owner);
  await page.goto("/team");
  const form = page.getByRole("form", { name: "Add a member" });
  await form.getByLabel("Name").fill("Pass tablet");
  await form.getByLabel(/A shared device/).check();
  await form.getByLabel("Role").selectOption("kitchen");
  await form.getByRole("button", { name: "Add member" }).click();
  const panel = page.getByRole("region", { name: "Sign in Pass tablet" });
  await expect(panel.getByRole("img", { name: "QR code to sign in Pass tablet" })).toBeVisible();
  const code = (await panel.getByLabel("Device code").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const link = await panel.getByRole("textbox", { name: "Invitation link" }).inputValue();
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`device-panel-${width}.png`), fullPage: true });
  }
  await panel.getByRole("button", { name: "Done" }).click();
  // The same name again is refused.
  await form.getByLabel("Name").fill("pass TABLET");
  await form.getByLabel(/A shared device/).check();
  await form.getByRole("button", { name: "Add member" }).click();
  await expect(form.getByText("Another device of the venue has this name.")).toBeVisible();

  // The link's page names the venue and the device (not used here: the code is).
  const viaLink = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await viaLink.goto(link);
  await expect(viaLink.getByRole("heading", { name: "Set up Pass tablet" })).toBeVisible();
  await expect(viaLink.getByText("Cafe Dev")).toBeVisible();
  await viaLink.screenshot({ path: test.info().outputPath("device-link-1024.png") });
  await viaLink.context().close();

  // The tablet types the short code: signed in as the device, on the kitchen display, no Orders.
  const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await tablet.goto("/login");
  await tablet.getByRole("link", { name: "Set up a shared device" }).click();
  await tablet.getByLabel("Device code").fill("ZZZZ-ZZZZ");
  await tablet.getByRole("button", { name: "Sign in this device" }).click();
  await expect(tablet.getByText("Unknown or expired code. Ask for a new one.")).toBeVisible();
  await tablet.screenshot({ path: test.info().outputPath("device-code-1024.png") });
  await tablet.getByLabel("Device code").fill(code.toLowerCase());
  await tablet.getByRole("button", { name: "Sign in this device" }).click();
  await expect(tablet).toHaveURL(/\/kitchen$/);
  await expect(tablet.getByRole("heading", { name: "Kitchen", level: 1 })).toBeVisible();
  await expect(tablet.getByRole("link", { name: "Orders" })).toHaveCount(0);
  await tablet.goto("/");
  await expect(tablet).toHaveURL(/\/kitchen$/);
  await expect(tablet.getByRole("link", { name: "Orders" })).toHaveCount(0);
  await tablet.context().close();
});

test("Finished orders show the sales by staff member, with a CSV per day", async ({ page }) => {
  const v = await kitchenVenue("team-sales", [6]);
  const added = await v.owner.pb.send<{ invite: string }>("/api/team/members", {
    method: "POST",
    body: { name: "Sasha", email: uniqueEmail("sasha"), role: "waiter" },
  });
  const sasha = new PocketBase(baseURL);
  const auth = await sasha.send<{ token: string; record: never }>("/api/team/invitations/accept", {
    method: "POST",
    body: { token: added.invite, password: "sasha-password-1", passwordConfirm: "sasha-password-1" },
  });
  sasha.authStore.save(auth.token, auth.record);
  for (const pb of [sasha, sasha, v.owner.pb]) {
    const o = await guestOrder(v, 6, [{ dish: v.soup, count: 1 }]);
    await pb.collection("orders").update(o.id, { started: true });
    await pb.collection("orders").update(o.id, { finished: true });
  }
  await signInPage(page, v.owner);
  await page.goto("/finished-orders");
  const panel = page.getByRole("region", { name: "By staff member" });
  await expect(panel.getByRole("row", { name: /^Sasha 2 9\.00 EUR$/ })).toBeVisible();
  await expect(panel.getByRole("row", { name: /^Owner 1 4\.50 EUR$/ })).toBeVisible();
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Export by day (CSV)" }).click();
  expect((await download).suggestedFilename()).toBe("sales-by-staff.csv");
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await panel.screenshot({ path: test.info().outputPath(`staff-sales-${width}.png`) });
  }
});

test("a manager approves a waiter's delete of a started order with their code on the waiter's screen", async ({
  page,
  browser,
}) => {
  const v = await kitchenVenue("team-approve", [8]);
  // Mona, a manager, sets her approval code on the Team page (from then on waiters need it).
  const manager = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await memberSession(manager, v.owner, "manager");
  await manager.goto("/team");
  const card = manager.getByRole("region", { name: "Your approval code" });
  await expect(card.getByText("You have no approval code.")).toBeVisible();
  await card.getByLabel("Approval code (4 to 8 digits)").fill("12");
  await card.getByRole("button", { name: "Save approval code" }).click();
  await expect(card.getByRole("alert")).toHaveText("The approval code is 4 to 8 digits.");
  await card.getByLabel("Approval code (4 to 8 digits)").fill("2468");
  await card.getByRole("button", { name: "Save approval code" }).click();
  await expect(card.getByText("Your approval code is saved.")).toBeVisible();
  await expect(card.getByText("You have an approval code.")).toBeVisible();
  await card.screenshot({ path: test.info().outputPath("approval-code-390.png") });
  const seriousOf = async (p: Page) =>
    (await new AxeBuilder({ page: p }).analyze()).violations
      .filter((x) => x.impact === "serious" || x.impact === "critical")
      .map((x) => x.id);
  expect(await seriousOf(manager)).toEqual([]);
  await manager.context().close();
  const order = await guestOrder(v, 8, [{ dish: v.soup, count: 1 }]);
  await v.owner.pb.collection("orders").update(order.id, { started: true });

  await memberSession(page, v.owner, "waiter");
  await page.goto("/orders");
  const started = page.getByRole("region", { name: "Started", exact: true });
  await started.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
  const approval = page.getByRole("dialog", { name: "A manager's approval" });
  await expect(approval).toBeVisible();
  await expect(approval.getByText("Deleting the order from table 8 needs a manager's approval.")).toBeVisible();
  // A wrong code is refused in the dialog, which stays open; the right one deletes the order.
  const code = approval.getByLabel("Mona's approval code");
  await expect(code).toBeFocused();
  await code.fill("1111");
  await page.keyboard.press("Enter");
  await expect(approval.getByRole("alert")).toHaveText("Wrong approval code.");
  await page.screenshot({ path: test.info().outputPath("approval-dialog-1280.png") });
  expect(await seriousOf(page)).toEqual([]);
  await code.fill("2468");
  await approval.getByRole("button", { name: "Approve" }).click();
  await expect(approval).toBeHidden();
  await expect(page.getByText(messages.orderDeleted)).toBeVisible();
  await expect(started.getByText("No orders in progress.")).toBeVisible();
  const signed = await v.owner.pb
    .collection("activity")
    .getFirstListItem(`action = "delete" && target = "${order.id}"`);
  expect(signed.actor).toBe("Walt, approved by Mona");
});

test("Finished orders show the tips by who marked a share paid", async ({ page }) => {
  const v = await kitchenVenue("team-tips", [4]);
  v.owner.user = await v.owner.pb.collection("users").update(v.owner.user.id, { tableService: "tab" });
  const added = await v.owner.pb.send<{ invite: string }>("/api/team/members", {
    method: "POST",
    body: { name: "Sasha", email: uniqueEmail("sasha"), role: "waiter" },
  });
  const sasha = new PocketBase(baseURL);
  const auth = await sasha.send<{ token: string; record: never }>("/api/team/invitations/accept", {
    method: "POST",
    body: { token: added.invite, password: "sasha-password-1", passwordConfirm: "sasha-password-1" },
  });
  sasha.authStore.save(auth.token, auth.record);
  // A guest at table 4 orders two soups (9.00) and asks for the bill split in two with a 10 % tip.
  const table = await v.owner.pb.collection("tables").getFirstListItem(`tableNumber = 4`);
  const guest = new PocketBase(baseURL);
  const headers = { "X-Guest-Token": `guest-e2e-tips-${"x".repeat(24)}` };
  const o = await guest.collection("orders").create(
    {
      userSlug: v.owner.user.publicLink,
      tableSlug: "4",
      items: [{ dishId: v.soup.id, count: 2 }],
      clientRequestId: `e2e-tips-${Date.now()}`,
      tableKey: table.key,
    },
    { headers },
  );
  await guest.send(`/api/visits/${o.visit}/bill`, {
    method: "POST",
    headers,
    body: { split: "equal", parts: 2, tipPercent: 10, method: "cash" },
  });
  await sasha.send(`/api/venue/visits/${o.visit}/pay`, { method: "POST", body: { share: 0 } });
  await v.owner.pb.send(`/api/venue/visits/${o.visit}/pay`, { method: "POST", body: { share: 1 } });

  await signInPage(page, v.owner);
  await page.goto("/finished-orders");
  const panel = page.getByRole("region", { name: "By staff member" });
  await expect(panel.getByRole("columnheader", { name: "Tips" })).toBeVisible();
  await expect(panel.getByRole("row", { name: /^Sasha 0 0\.00 EUR 0\.45 EUR$/ })).toBeVisible();
  await expect(panel.getByRole("row", { name: /^Owner 0 0\.00 EUR 0\.45 EUR$/ })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await panel.screenshot({ path: test.info().outputPath(`staff-tips-${width}.png`) });
  }
});
