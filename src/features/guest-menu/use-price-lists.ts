import { useEffect, useState } from "react";

type PriceListsModule = typeof import("../../domain/price-lists");

// Prices by the hour (docs/tax-and-receipts.md#price-lists) are loaded only at a venue that has
// price lists: most venues have none, and their guests do not download the rules.
let loaded: PriceListsModule | null = null;

/** Loads the price-list rules (the guest entry does it before taking over a page that shows them). */
export function loadPriceLists(): Promise<PriceListsModule> {
  return import("../../domain/price-lists").then((m) => (loaded = m));
}

/** The price-list rules, loading them when `needed` (null until they are there). */
export function usePriceLists(needed: boolean): PriceListsModule | null {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (!needed || rules) return;
    let live = true;
    loadPriceLists().then(
      (m) => live && setRules(m),
      (e: unknown) => console.error("price lists unavailable", e),
    );
    return () => {
      live = false;
    };
  }, [needed, rules]);
  return rules;
}
