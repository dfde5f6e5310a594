// The directory's pure parts (server/directory.mjs): what a claim may name, and placement.
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script without type declarations
import { claimKeys, roomiest } from "../../server/directory.mjs";

describe("claimKeys", () => {
  it("turns links and an email into lower-case keys", () => {
    expect(claimKeys({ links: ["Mara", "mara-2"], email: "Mara@Example.com" })).toEqual([
      "link:mara",
      "link:mara-2",
      "email:mara@example.com",
    ]);
    expect(claimKeys({ links: [] })).toEqual([]);
  });

  it("refuses anything that is not a link or an email, and too many links", () => {
    expect(claimKeys(null)).toBeNull();
    expect(claimKeys({ links: ["a b"] })).toBeNull();
    expect(claimKeys({ links: ["../x"] })).toBeNull();
    expect(claimKeys({ links: ["x".repeat(65)] })).toBeNull();
    expect(claimKeys({ email: "no-at-sign" })).toBeNull();
    expect(claimKeys({ email: "a b@c.d" })).toBeNull();
    expect(claimKeys({ links: Array.from({ length: 65 }, (_, i) => `l${i}`) })).toBeNull();
  });
});

describe("roomiest", () => {
  it("picks the cell with the most room, the first on a tie", () => {
    expect(roomiest(["cell1", "cell2"], new Map(), 100)).toBe("cell1");
    expect(roomiest(["cell1", "cell2"], new Map([["cell1", 1]]), 100)).toBe("cell2");
    expect(
      roomiest(
        ["cell1", "cell2", "cell3"],
        new Map([
          ["cell1", 5],
          ["cell2", 3],
          ["cell3", 4],
        ]),
        10,
      ),
    ).toBe("cell2");
  });
});
