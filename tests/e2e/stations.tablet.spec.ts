// Stations (docs/kitchen.md#stations-and-printers) on a landscape tablet against the real server: the
// owner adds stations and printers in Settings and says which categories go where (checked by the
// server), the kitchen display shows one station (kept in the URL) or all, offline printers show,
// and a reprint is one tap (kitchen display and board). Screenshots at 390, 1024 and 1280 px.
import { expect, test } from "@playwright/test";
import { signInPage } from "./owner-session";
import { guestOrder, kitchenVenue } from "./kitchen-helpers";

test("stations: settings, the kitchen's station filter in the URL, offline printers, reprint", async ({ page }) => {
  const v = await kitchenVenue("stations", [4, 5]);
  const { pb, user } = v.owner;
  const drinks = await pb.collection("categories").create({ title: "Drinks", order: 1, user: user.id });
  await pb.collection("dishes").update(v.tea.id, { category: drinks.id });

  await signInPage(page, v.owner);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Stations and printers" });
  await expect(card.getByText("No stations yet. Add one, e.g. Kitchen or Bar.")).toBeVisible();
  const add = card.getByRole("form", { name: "Add a station" });
  await add.getByRole("button", { name: "Add station" }).click();
  await expect(add.getByText("Give the station a name.")).toBeVisible();
  for (const name of ["Kitchen", "Bar"]) {
    await add.getByLabel("New station").fill(name);
    await add.getByRole("button", { name: "Add station" }).click();
    await expect(card.getByRole("heading", { name, level: 3 })).toBeVisible();
  }
  const kitchen = card.getByRole("article", { name: "Kitchen" });
  const bar = card.getByRole("article", { name: "Bar" });
  await kitchen.getByRole("checkbox", { name: "Mains" }).click();
  await expect(kitchen.getByRole("checkbox", { name: "Mains" })).toBeChecked();
  await bar.getByRole("checkbox", { name: "Drinks" }).click();
  await expect(bar.getByRole("checkbox", { name: "Drinks" })).toBeChecked();
  await bar.getByLabel("Print tickets").selectOption("start");

  const printerForm = kitchen.getByRole("form", { name: "Add a printer to Kitchen" });
  await printerForm.getByLabel("Printer name").fill("Pass printer");
  await printerForm.getByLabel("Address").fill("not a host!");
  await printerForm.getByRole("button", { name: "Add printer" }).click();
  await expect(printerForm.getByText("Enter the printer's address, e.g. 192.168.1.50.")).toBeVisible();
  await printerForm.getByLabel("Address").fill("192.168.1.50");
  await printerForm.getByRole("button", { name: "Add printer" }).click();
  await expect(kitchen.getByText("192.168.1.50:9100")).toBeVisible();
  await expect(kitchen.getByText("Not seen by the print agent yet")).toBeVisible();

  const stations = await pb.collection("stations").getFullList({ sort: "created" });
  expect(stations.map((s) => [s.name, s.categories, s.printOn])).toEqual([
    ["Kitchen", [v.soup.category], "arrival"],
    ["Bar", [drinks.id], "start"],
  ]);
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: `test-results/stations-settings-${width}.png` });
  }
  await page.setViewportSize({ width: 1024, height: 768 });

  // The kitchen: all stations, then one (kept in the URL across a reload).
  await guestOrder(v, 4, [
    { dish: v.soup, count: 2 },
    { dish: v.tea, count: 1 },
  ]);
  await guestOrder(v, 5, [{ dish: v.tea, count: 3 }]);
  await page.goto("/kitchen");
  const cards = page.getByTestId("kitchen-card");
  await expect(cards).toHaveCount(2);
  await page.getByLabel("Station").selectOption({ label: "Kitchen" });
  await expect(page).toHaveURL(new RegExp(`station=${stations[0].id}`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("2 × Soup");
  await expect(cards.first()).not.toContainText("Tea");
  await page.reload();
  await expect(page.getByLabel("Station")).toHaveValue(stations[0].id);
  await expect(cards).toHaveCount(1);
  await page.getByLabel("Station").selectOption({ label: "Bar" });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).not.toContainText("Soup");
  await page.getByLabel("Station").selectOption({ label: "All stations" });
  await expect(page).not.toHaveURL(/station=/);
  await expect(cards).toHaveCount(2);

  // The print agent reports the printer offline: the kitchen says so, live.
  const printer = (await pb.collection("printers").getFullList())[0];
  await pb.send(`/api/print/printers/${printer.id}/status`, {
    method: "POST",
    body: { status: "offline", error: "ECONNREFUSED" },
  });
  await expect(page.getByText(/Printer offline: Pass printer\./)).toBeVisible();

  // Reprint is one tap.
  await cards.first().getByRole("button", { name: "Reprint on printer" }).click();
  await expect(page.getByText("Sent to 1 printer.")).toBeVisible();
  const reprints = await pb.collection("print_jobs").getFullList({ filter: "kind = 'reprint'" });
  expect(reprints).toHaveLength(1);
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/stations-kitchen-${width}.png` });
  }

  // The owner's board says so too, and reprint is one tap there as well.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/orders");
  await expect(page.getByText(/Printer offline: Pass printer\./)).toBeVisible();
  const boardCard = page.getByRole("article").filter({ hasText: "Soup" }).first();
  await boardCard.getByRole("button", { name: "Reprint on printer" }).click();
  await expect(page.getByText("Sent to 1 printer.")).toBeVisible();
  expect(await pb.collection("print_jobs").getFullList({ filter: "kind = 'reprint'" })).toHaveLength(2);
  await page.screenshot({ path: "test-results/stations-board-1024.png" });
});
