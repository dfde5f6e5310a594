// Prices by the hour load only at a venue with price lists; once loaded (e.g. by the guest entry
// before it takes over the page), the first render has them.
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadPriceLists, usePriceLists } from "./use-price-lists";

describe("usePriceLists", () => {
  it("loads nothing where no price list is needed", async () => {
    const { result } = renderHook(() => usePriceLists(false));
    await new Promise((r) => setTimeout(r, 0));
    expect(result.current).toBeNull();
  });

  it("loads the rules when needed, and has them at the first render once loaded", async () => {
    const { result } = renderHook(() => usePriceLists(true));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(typeof result.current?.activeList).toBe("function");
    await loadPriceLists();
    const again = renderHook(() => usePriceLists(false));
    expect(again.result.current?.timedDish).toBe(result.current?.timedDish);
  });
});
