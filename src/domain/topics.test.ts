import { describe, expect, it } from "vitest";
import {
  guestTopicName,
  isGuestToken,
  menuTopicName,
  venueTopicName,
  visitTopicName,
  VENUE_TOPIC_KINDS,
} from "./topics";

describe("realtime topic names (the server authorises and publishes the same)", () => {
  it("name a venue's kind, a guest token or a venue's public menu", () => {
    expect(VENUE_TOPIC_KINDS).toEqual(["orders", "finished", "tables", "storage", "menu", "visits", "print"]);
    expect(visitTopicName("v1", "t".repeat(32))).toBe(`visit/v1/${"t".repeat(32)}`);
    expect(venueTopicName("abc", "orders")).toBe("venue/abc/orders");
    expect(guestTopicName("t".repeat(32))).toBe(`guest/${"t".repeat(32)}`);
    expect(menuTopicName("abc")).toBe("menu/abc");
  });
  it.each([
    ["a".repeat(24), true],
    ["A-b_9".repeat(20), true],
    ["a".repeat(23), false],
    ["a".repeat(101), false],
    ["a".repeat(23) + "!", false],
    [42, false],
  ])("guest token %j: %s", (token, ok) => expect(isGuestToken(token)).toBe(ok));
});
