// Every owner and guest screen and state (tools/screen-states.mjs, the same list the screenshots
// take) at a phone, a tablet and a laptop width: axe-core finds no serious or critical violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { SCREENS, openScreen, screenContext, seedScreens, type SeededScreens } from "../../tools/screen-states.mjs";
import { baseURL } from "./fixtures";

let seeded: SeededScreens;
test.beforeAll(async () => {
  seeded = await seedScreens(baseURL);
});

for (const state of SCREENS) {
  test(`${state.name}: no serious or critical axe violation at 390, 820 and 1280 px`, async ({ browser }) => {
    // Three pages and three axe runs in one test: three tests' time (Edit menu took 60 s on a busy machine).
    test.slow();
    for (const width of [390, 820, 1280]) {
      const context = await screenContext(browser, baseURL, state.who, width, seeded);
      try {
        const page = await context.newPage();
        await openScreen(page, state);
        const result = await new AxeBuilder({ page }).analyze();
        const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(
          bad.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          `${state.name} at ${width}px`,
        ).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
}
