// Which header names the app may trust for the client's address (pb_hooks/lib/shared/trusted-proxy.js):
// a secret in the name, never one a client can guess.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const { proxyHeaderProblem, trustedHeaders } = createRequire(import.meta.url)(
  "../../pb_hooks/lib/shared/trusted-proxy.js",
);

describe("the trusted proxy header", () => {
  it("takes a name that ends in a long secret of letters and digits", () => {
    const name = "X-Draft-Client-3f9a0c1e5b7d2a4c6e8f0a1b3c5d7e9f";
    expect(proxyHeaderProblem(name)).toBe("");
    expect(trustedHeaders(` ${name} `)).toEqual([name]);
  });

  it("trusts nothing when unset", () => {
    expect(proxyHeaderProblem("")).toBe("");
    expect(trustedHeaders("")).toEqual([]);
  });

  it.each([
    ["X-Forwarded-For", /any client can send/],
    ["x-real-ip", /any client can send/],
    ["Forwarded", /any client can send/],
    ["CF-Connecting-IP", /any client can send/],
    ["X-Draft-Client", /20 or more/],
    ["X-Draft-Client-abcdefghijklmnopqrstuvwxyz", /20 or more/],
    ["X-Draft-Client-01234567890123456789", /20 or more/],
    ["X-Draft-Client-abc123:evil", /only letters, digits/],
    ["X Draft Client abc123abc123abc123abc1", /only letters, digits/],
  ])("refuses %s", (name, why) => {
    expect(proxyHeaderProblem(name)).toMatch(why);
    expect(trustedHeaders(name)).toEqual([]);
  });
});
