import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DishTags } from "./dish-tags";

// The server-rendered guest page writes this markup itself and the page hydrates it: a change
// here must be made there too (the exact string is the contract).
describe("DishTags", () => {
  it("renders dietary tags and allergens as text, in the canonical order", () => {
    expect(
      renderToStaticMarkup(<DishTags allergens={["milk", "celery", "bogus"]} dietary={["spicy", "vegan"]} />),
    ).toBe(
      '<div class="dish-tags">' +
        '<ul class="dish-diet" aria-label="Dietary"><li class="dish-diet-tag diet-vegan">Vegan</li><li class="dish-diet-tag diet-spicy">Spicy</li></ul>' +
        '<p class="dish-allergens"><span class="dish-allergens-label">Contains:</span> Celery, Milk</p>' +
        "</div>",
    );
  });

  it("renders nothing for a dish without tags", () => {
    expect(renderToStaticMarkup(<DishTags />)).toBe("");
    expect(renderToStaticMarkup(<DishTags allergens={[]} dietary={["keto"]} />)).toBe("");
  });
});
