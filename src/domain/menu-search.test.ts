import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, matchesQuery, normalizeQuery } from "./menu-search";

const lemonade = { title: "Lemonade", description: "Fresh lemons, mint, sparkling water." };
const soup = { title: "Tomato soup", description: "Slow-roasted tomatoes and basil oil." };

describe("matchesQuery", () => {
  it("matches the title and the description, in any case", () => {
    expect(matchesQuery(lemonade, normalizeQuery("LEM"))).toBe(true);
    expect(matchesQuery(lemonade, normalizeQuery("mint"))).toBe(true);
    expect(matchesQuery(soup, normalizeQuery("lem"))).toBe(false);
  });
  it("needs every word", () => {
    expect(matchesQuery(soup, normalizeQuery("  tomato   basil "))).toBe(true);
    expect(matchesQuery(soup, normalizeQuery("tomato mint"))).toBe(false);
  });
  it("matches everything for an empty query", () => {
    expect(matchesQuery(soup, normalizeQuery("   "))).toBe(true);
  });
  it("treats pattern characters as text", () => {
    expect(matchesQuery(soup, normalizeQuery(".*[(?"))).toBe(false);
    expect(matchesQuery({ title: "a.*b", description: "" }, normalizeQuery(".*"))).toBe(true);
  });
  it("reads a bounded query", () => {
    expect(normalizeQuery("x".repeat(100_000)).length).toBe(MAX_QUERY_LENGTH);
  });
});
