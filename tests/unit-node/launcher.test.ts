// The launcher's version gate (docs/architecture.md#pocketbase-binary): pure parts, every branch.
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM launcher without type declarations
import { isLoopback, parseVersion, superuserFromEnv, versionRefusal } from "../../server/pocketbase.mjs";

describe("versionRefusal", () => {
  it("lets any version listen on loopback", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]", "127.1.2.3"]) {
      expect(isLoopback(host)).toBe(true);
      expect(versionRefusal({ host, versionText: "pocketbase version 0.39.0" })).toBe("");
    }
  });
  it("refuses older than 0.39.7 (or an unreadable version) elsewhere, unless allowed explicitly", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.5", "example.com"]) {
      expect(isLoopback(host)).toBe(false);
      expect(versionRefusal({ host, versionText: "pocketbase version 0.39.0" })).toMatch(/Refusing to listen/);
      expect(versionRefusal({ host, versionText: "pocketbase version 0.39.6" })).toMatch(/older than 0\.39\.7/);
      expect(versionRefusal({ host, versionText: "" })).toMatch(/could not be read/);
      expect(versionRefusal({ host, versionText: "pocketbase version 0.39.0", allowOld: true })).toBe("");
      for (const ok of ["0.39.7", "0.39.11", "0.40.0", "1.0.0"]) {
        expect(versionRefusal({ host, versionText: `pocketbase version ${ok}` })).toBe("");
      }
    }
    expect(parseVersion("pocketbase version 0.39.11")).toEqual([0, 39, 11]);
  });
});

describe("superuserFromEnv", () => {
  it("takes both or none, and refuses half", () => {
    expect(superuserFromEnv({})).toBeNull();
    expect(superuserFromEnv({ PB_SUPERUSER_EMAIL: "a@b.c", PB_SUPERUSER_PASSWORD: "pw-1234567890" })).toEqual({
      email: "a@b.c",
      password: "pw-1234567890",
    });
    expect(() => superuserFromEnv({ PB_SUPERUSER_EMAIL: "a@b.c" })).toThrow(/both/);
  });
});
