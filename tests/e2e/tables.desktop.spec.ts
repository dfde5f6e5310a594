import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { msg } from "../../src/domain/messages";
import { baseURL } from "./fixtures";
import { newOwner, signInPage } from "./owner-session";

test("create a table, its QR code opens that table's guest menu, and a dragged table keeps its place", async ({
  page,
}) => {
  const owner = await newOwner("tables");
  await owner.pb.collection("users").update(owner.user.id, { qrtext: "Scan to order" });
  await signInPage(page, owner);
  await page.goto("/tablesqr");
  await expect(page.getByRole("heading", { name: "Tables & QR" })).toBeVisible();

  // Validation texts of the new-table form.
  await page.getByRole("button", { name: "New table" }).click();
  const dialog = page.getByRole("dialog", { name: "New table" });
  await dialog.getByLabel("Table number").fill("0");
  await dialog.getByRole("button", { name: "Create table" }).click();
  await expect(dialog.getByText(msg("tableNumberMin"))).toBeVisible();

  await dialog.getByLabel("Table number").fill("7");
  await dialog.getByLabel("Width").fill("120");
  await dialog.getByLabel("Length").fill("80");
  await dialog.getByRole("button", { name: "Create table" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Table 7", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "New table" }).click();
  await dialog.getByLabel("Table number").fill("7");
  await dialog.getByRole("button", { name: "Create table" }).click();
  await expect(dialog.getByText(msg("tableExists", { tableNumber: 7 }))).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Read the QR code back from a screenshot.
  const png = PNG.sync.read(await page.getByTestId("table-qr").screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code?.data).toBe(`${baseURL}/${owner.user.publicLink}/7`);

  // Print: the page holds the custom text, the table number and the site name, after 500 ms.
  // Record what react-to-print's frame holds while it exists (it is removed after printing).
  await page.evaluate(() => {
    const w = window as unknown as { printed: string; printedAt: number; clickedAt: number };
    w.printed = "";
    const poll = () => {
      const body = document.querySelector("iframe")?.contentDocument?.body;
      if (body && body.innerHTML.includes("<svg") && !w.printed) {
        w.printed = body.innerText + "|svg:" + body.querySelectorAll("svg").length;
        w.printedAt = performance.now();
      }
      if (!w.printed) requestAnimationFrame(poll);
    };
    document.addEventListener("click", () => (w.clickedAt = performance.now()), { capture: true, once: true });
    poll();
  });
  await page.getByRole("button", { name: "Print", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: string }).printed))
    .toContain("Scan to order");
  const printed = await page.evaluate(() => (window as unknown as { printed: string }).printed);
  expect(printed).toContain("Table 7");
  expect(printed).toContain(new URL(baseURL).host);
  expect(printed).toContain("svg:1");
  const delay = await page.evaluate(() => {
    const w = window as unknown as { printedAt: number; clickedAt: number };
    return w.printedAt - w.clickedAt;
  });
  expect(delay).toBeGreaterThanOrEqual(500);

  // Drag the table on the floor plan; the position is saved on drop and kept after a reload.
  const shape = page.getByTestId("floor-table-7");
  const plan = page.getByTestId("floor-plan");
  // A drag the browser lost under heavy load is repeated, by the distance still missing from the
  // stored position (the first attempt is +160, +100); a drop that is never saved still fails.
  const stored = async () => {
    const t = await owner.pb.collection("tables").getFirstListItem(`tableNumber = 7`);
    return [t.x, t.y];
  };
  await expect(async () => {
    const [x, y] = await stored();
    const box = (await shape.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + (160 - x) / 2, from.y + (100 - y) / 2, { steps: 8 });
    await page.mouse.move(from.x + 160 - x, from.y + 100 - y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(stored, { timeout: 5_000 }).toEqual([160, 100]);
  }).toPass({ timeout: 30_000 });
  await page.reload();
  const planBox = (await plan.boundingBox())!;
  const after = (await page.getByTestId("floor-table-7").boundingBox())!;
  expect(Math.round(after.x - planBox.x)).toBeGreaterThanOrEqual(159);
  expect(Math.round(after.y - planBox.y)).toBeGreaterThanOrEqual(99);
  expect(Math.round(after.x - planBox.x)).toBeLessThanOrEqual(162);

  // The QR target is this venue's table-7 guest page.
  await page.goto(code!.data);
  await expect(page).toHaveURL(`${baseURL}/${owner.user.publicLink}/7`);
  await expect(page.getByRole("heading", { name: "404" })).toHaveCount(0);

  // Delete needs a confirmation.
  await page.goto("/tablesqr");
  await page.getByRole("button", { name: "Delete table 7" }).click();
  await page.getByRole("dialog", { name: "Delete table 7?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No tables yet. Create your first table.")).toBeVisible();
});

test("the table list follows changes made elsewhere (realtime)", async ({ page }) => {
  const owner = await newOwner("tables-live");
  await signInPage(page, owner);
  await page.goto("/tablesqr");
  await expect(page.getByText("No tables yet. Create your first table.")).toBeVisible();
  const t = await owner.pb
    .collection("tables")
    .create({ tableNumber: 12, round: true, diameter: 90, user: owner.user.id, x: 40, y: 30 });
  await expect(page.getByRole("button", { name: "Table 12", exact: true })).toBeVisible();
  await expect(page.getByTestId("floor-table-12")).toHaveCSS("border-radius", "50%");

  // Keyboard access to the floor plan: arrow keys move a table and save its position.
  await page.getByTestId("floor-table-12").focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await owner.pb.collection("tables").getOne(t.id)).x).toBe(50);

  // 'Print all tables' prints one page per table.
  await owner.pb.collection("tables").create({ tableNumber: 13, user: owner.user.id, width: 100, length: 60 });
  await expect(page.getByRole("button", { name: "Table 13", exact: true })).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { printed: string };
    w.printed = "";
    const poll = () => {
      const body = document.querySelector("iframe")?.contentDocument?.body;
      if (body && body.querySelectorAll("svg").length >= 2)
        w.printed = body.innerText + "|svg:" + body.querySelectorAll("svg").length;
      if (!w.printed) requestAnimationFrame(poll);
    };
    poll();
  });
  await page.getByRole("button", { name: "Print all tables" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: string }).printed)).toContain("svg:2");
  const printed = await page.evaluate(() => (window as unknown as { printed: string }).printed);
  expect(printed).toContain("Table 12");
  expect(printed).toContain("Table 13");
  await owner.pb.collection("tables").delete(t.id);
  await expect(page.getByRole("button", { name: "Table 12", exact: true })).toHaveCount(0);
});
