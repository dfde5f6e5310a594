import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartCount,
  cartKey,
  cartReducer,
  cartTotal,
  decrementLine,
  MAX_COUNT,
  toOrderItems,
  type Cart,
} from "./cart";

const burger = { id: "burger000000001", title: "Burger", price: 11.9 };
const soup = { id: "soup00000000001", title: "Soup", price: 4.5 };

describe("cartKey", () => {
  it("is the dish id without extras", () => expect(cartKey(burger.id)).toBe(burger.id));
  it("sorts extras by name whatever order they were chosen in (the line's dishId)", () => {
    expect(cartKey(burger.id, { Cheese: 1, Bacon: 1.5 })).toBe(`${burger.id}_Bacon:1.5,Cheese:1`);
    expect(cartKey(burger.id, { Bacon: 1.5, Cheese: 1 })).toBe(cartKey(burger.id, { Cheese: 1, Bacon: 1.5 }));
  });
  it("differs for different extras", () => {
    expect(cartKey(burger.id, { Bacon: 1.5 })).not.toBe(cartKey(burger.id, { Cheese: 1 }));
  });
});

describe("addToCart", () => {
  it("adds a new key at count 1 and increments the same key", () => {
    let cart: Cart = [];
    cart = addToCart(cart, burger, { Bacon: 1.5, Cheese: 1 });
    cart = addToCart(cart, burger, { Cheese: 1, Bacon: 1.5 });
    cart = addToCart(cart, burger);
    expect(cart.map((l) => [l.key, l.count])).toEqual([
      [`${burger.id}_Bacon:1.5,Cheese:1`, 2],
      [burger.id, 1],
    ]);
  });
  it("stops at the most one line can hold", () => {
    let cart: Cart = [];
    for (let i = 0; i < MAX_COUNT + 5; i++) cart = addToCart(cart, soup);
    expect(cart[0].count).toBe(MAX_COUNT);
  });
});

describe("decrementLine", () => {
  it("decrements and removes the line at 1", () => {
    let cart: Cart = addToCart(addToCart([], soup), soup);
    cart = decrementLine(cart, soup.id);
    expect(cart[0].count).toBe(1);
    expect(decrementLine(cart, soup.id)).toEqual([]);
  });
});

describe("cartReducer", () => {
  it("adds, increments, decrements, removes and clears", () => {
    let cart: Cart = [];
    cart = cartReducer(cart, { type: "add", dish: soup });
    cart = cartReducer(cart, { type: "add", dish: burger, modifiers: { Bacon: 1.5 } });
    cart = cartReducer(cart, { type: "increment", key: soup.id });
    expect(cartCount(cart)).toBe(3);
    cart = cartReducer(cart, { type: "decrement", key: soup.id });
    cart = cartReducer(cart, { type: "remove", key: cartKey(burger.id, { Bacon: 1.5 }) });
    expect(cart.map((l) => l.key)).toEqual([soup.id]);
    expect(cartReducer(cart, { type: "clear" })).toEqual([]);
  });
});

describe("cartTotal and toOrderItems", () => {
  it("prices a line as dish price plus extras, times count, exact to the cent", () => {
    let cart: Cart = addToCart([], burger, { Bacon: 1.5, Cheese: 1 });
    cart = addToCart(cart, soup);
    cart = addToCart(cart, soup);
    expect(cartTotal(cart)).toBe(23.4);
    expect(toOrderItems(cart)).toEqual([
      {
        dishId: `${burger.id}_Bacon:1.5,Cheese:1`,
        title: "Burger",
        price: 14.4,
        count: 1,
        modifiers: { Bacon: 1.5, Cheese: 1 },
      },
      { dishId: soup.id, title: "Soup", price: 4.5, count: 2, modifiers: {} },
    ]);
  });
});
