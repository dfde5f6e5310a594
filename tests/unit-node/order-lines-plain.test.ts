// pb_hooks/lib/orders/order-lines.js prices a plain line (no extras, no options, a dish without option
// groups) on a short path of its own, for speed (docs/PERFORMANCE.md, run of 26 Nov). Its answer must
// be exactly the general path's: the same key, title, price, count and merging. The general path is
// reached by the same line with `options: {}` (nothing chosen), so each order is priced both ways.
// The hook modules run here as the hooks load them: in a VM, with the hooks' require and errors.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const hooks = path.join(root, "pb_hooks");

class BadRequestError extends Error {
  data: unknown;
  constructor(message: string, data?: unknown) {
    super(message);
    this.data = data;
  }
}
class ValidationError {
  constructor(
    public code: string,
    public message: string,
  ) {}
}

function loadHookLib(file: string, cache = new Map<string, unknown>()): unknown {
  if (cache.has(file)) return cache.get(file);
  const module = { exports: {} as unknown };
  const sandbox = {
    module,
    exports: module.exports,
    __hooks: hooks,
    require: (p: string) => loadHookLib(p, cache),
    BadRequestError,
    ValidationError,
    Intl: undefined,
  };
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: path.basename(file) });
  cache.set(file, module.exports);
  return module.exports;
}

interface Priced {
  items: Array<Record<string, unknown>>;
  total: number;
}
const lines = loadHookLib(path.join(hooks, "lib/orders/order-lines.js")) as {
  priceLines: (app: unknown, venue: string, items: unknown[], opts: unknown) => Priced;
};

const VENUE = "venue0000000001";
const PRICES = [0, 0.01, 0.1, 0.29, 0.3, 1.005, 1.15, 2.675, 4.35, 4.9, 9.995, 19.99, 33.33, 1234.565, 99999.99];
const dishes: Record<string, Record<string, unknown>> = {};
PRICES.forEach((price, i) => {
  const id = `dish${String(i).padStart(11, "0")}`;
  dishes[id] = {
    id,
    user: VENUE,
    available: true,
    title: `Dish ${i}`,
    price,
    modifiers: {},
    timeServed: null,
    optionGroups: [],
  };
});
const ids = Object.keys(dishes);
const opts = {
  allowWaiter: true,
  findDishes: (_app: unknown, wanted: string[]) => Object.fromEntries(wanted.map((id) => [id, dishes[id]])),
};
// JSON: the stored lines (no prototype differences between the two paths' objects).
const price = (items: unknown[]) => JSON.parse(JSON.stringify(lines.priceLines(null, VENUE, items, opts)));

describe("order lines: a plain line's short path", () => {
  it("prices every dish exactly as the general path does", () => {
    for (const id of ids) {
      for (const count of [1, 2, 3, 7, 99]) {
        const plain = price([{ dishId: id, count, modifiers: {} }]);
        const general = price([{ dishId: id, count, modifiers: {}, options: {} }]);
        expect(plain).toEqual(general);
        expect(plain.items[0]).toEqual({
          dishId: id,
          title: dishes[id].title,
          price: general.items[0].price,
          count,
          modifiers: {},
        });
      }
    }
  });

  it("merges repeated lines the same way, up to the count cap, whichever path a repeat takes", () => {
    const a = ids[3];
    const b = ids[9];
    const items = [
      { dishId: a, count: 60, modifiers: {} },
      { dishId: b, count: 1 },
      { dishId: a, count: 60, modifiers: {}, options: {} },
      { dishId: b, count: 2, modifiers: {} },
    ];
    const mixed = price(items);
    const general = price(items.map((l) => ({ ...l, options: {} })));
    expect(mixed).toEqual(general);
    expect(mixed.items.map((l: { count: number }) => l.count)).toEqual([99, 3]);
    expect(mixed.total).toBe(general.total);
  });

  it("leaves lines with extras or options to the general path", () => {
    const id = ids[5];
    dishes[id].modifiers = { Cheese: 1.1 };
    try {
      const withExtra = price([{ dishId: id, count: 2, modifiers: { Cheese: 99 } }]);
      expect(withExtra.items[0]).toMatchObject({ dishId: `${id}_Cheese:1.1`, price: 2.1, modifiers: { Cheese: 1.1 } });
      expect(() => price([{ dishId: id, count: 1, options: { Size: ["Large"] } }])).toThrow(
        "There is no option group 'Size'.",
      );
    } finally {
      dishes[id].modifiers = {};
    }
  });
});
