// The kitchen display (docs/kitchen.md) on a landscape tablet against the real server. Orders show
// oldest first with their lines and extras, arrive live, turn amber and red (words, not colour
// alone), start and finish by tapping with an undo window, auto-print an 80 mm ticket on start, and
// the page needs no PIN.
import { expect, test } from "@playwright/test";
import PocketBase from "pocketbase";
import { baseURL } from "./fixtures";
import { signInPage } from "./owner-session";
import { guestOrder, kitchenVenue, printed, recordPrints } from "./kitchen-helpers";

test("kitchen display: live cards oldest first, urgency, tap to start/finish with undo, tickets", async ({ page }) => {
  const v = await kitchenVenue("kitchen", [3, 4]);
  const { pb, user } = v.owner;
  // Settings first: amber after 5, red after 8 minutes, print on start.
  await signInPage(page, v.owner);
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Kitchen display" });
  await form.getByLabel("Amber after (minutes)").fill("8");
  await form.getByLabel("Red after (minutes)").fill("8");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Red must come after amber (more minutes).")).toBeVisible();
  await form.getByLabel("Amber after (minutes)").fill("5");
  await form.getByLabel("Print a kitchen ticket when an order is started").check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Kitchen display settings saved.")).toBeVisible();
  expect(await pb.collection("users").getOne(user.id)).toMatchObject({
    kitchenAmberMinutes: 5,
    kitchenRedMinutes: 8,
    kitchenAutoPrint: true,
  });

  // A PIN guards Settings, never the kitchen.
  await pb.collection("users").update(user.id, { pin: "4321" });
  const first = await guestOrder(v, 4, [{ dish: v.soup, count: 2, modifiers: { Bread: 0 } }]);

  await page.clock.install();
  await page.goto("/kitchen");
  await expect(page.getByRole("heading", { name: "Kitchen", level: 1 })).toBeVisible();
  await expect(page.getByLabel("PIN")).toHaveCount(0);
  await expect(page.getByText(/^Screen (stays on|may sleep)/)).toBeVisible();
  const cards = page.getByTestId("kitchen-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Table 4");
  await expect(cards.first()).toContainText("2 × Soup");
  await expect(cards.first()).toContainText("+ Bread");
  await expect(cards.first()).not.toContainText("EUR");

  // A waiter call stays on Orders (the last count below would include it); a new order arrives
  // live, after the older one.
  await new PocketBase(baseURL).collection("orders").create({
    userSlug: user.publicLink,
    tableSlug: "3",
    items: [{ dishId: "cash", title: "Pay Cash", price: 0, count: 1, modifiers: {} }],
    total: 0,
  });
  await guestOrder(v, 3, [{ dish: v.tea, count: 1 }]);
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText("Table 3");
  await expect(page.getByText("2 orders")).toBeVisible();

  // Time passes: amber after 5 minutes, red after 8, said in words.
  await expect(cards.first()).not.toContainText("Waiting long");
  await page.clock.fastForward("06:00");
  await expect(cards.first()).toContainText("Waiting long");
  await page.clock.fastForward("03:00");
  await expect(cards.first()).toContainText("Overdue");
  await expect(cards.first()).toHaveClass(/urgency-red/);

  // Tap to start, then undo: nothing reaches the server.
  await recordPrints(page);
  const tap4 = page.getByRole("button", { name: /^Table 4, [^,]+, New/ });
  await tap4.click();
  await expect(cards.first()).toContainText("Cooking (undo below)");
  await expect(page.getByRole("status").filter({ hasText: "Table 4 started." })).toBeVisible();
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(cards.first()).toContainText("New");
  await page.clock.fastForward("00:07");
  expect((await pb.collection("orders").getOne(first.id)).started).toBe(false);

  // Tap again and let the undo window pass: started on the server, and a ticket is printed.
  await page.getByRole("button", { name: /^Table 4, [^,]+, New/ }).click();
  await page.clock.fastForward("00:06");
  await expect.poll(async () => (await pb.collection("orders").getOne(first.id)).started).toBe(true);
  await expect(cards.first()).toContainText("Cooking");
  await expect.poll(() => printed(page)).toHaveLength(1);
  const [ticket] = await printed(page);
  expect(ticket).toContain("Table 4");
  expect(ticket).toMatch(/2 ×\s*Soup/);
  expect(ticket).toContain("+ Bread");
  expect(ticket).not.toContain("EUR");
  expect(ticket).toContain("size: 80mm auto");

  // A second tap finishes it (after the undo window) and the card leaves the board.
  await page.getByRole("button", { name: /^Table 4, [^,]+, Cooking/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Table 4 finished." })).toBeVisible();
  await page.clock.fastForward("00:06");
  await expect.poll(async () => (await pb.collection("orders").getOne(first.id)).finished).toBe(true);
  await expect(cards).toHaveCount(1);

  // Print ticket from the card, without starting it.
  await cards.first().getByRole("button", { name: "Print ticket" }).click();
  await expect.poll(() => printed(page)).toHaveLength(2);
  expect((await printed(page))[1]).toContain("Table 3");
  await expect(cards.first()).toContainText("New");
});
