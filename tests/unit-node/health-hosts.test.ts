// The hosts GET /api/health is registered for (pb_hooks/lib/ops/health.js, the file PocketBase
// require()s): one Go ServeMux pattern each, so never a duplicate (PocketBase would panic at
// start) and never anything that is not a host name or address (an invalid pattern panics too).
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { healthHosts } = require("../../pb_hooks/lib/ops/health.js") as {
  healthHosts: (list: string, publicOrigin: string) => string[];
};

describe("healthHosts", () => {
  it("always has the loopback names; adds the origin's host and the list, lowercase, without ports", () => {
    expect(healthHosts("", "")).toEqual(["127.0.0.1", "localhost", "[::1]"]);
    expect(healthHosts("VM,192.0.2.2:8090,fd00::2,[fe80::1]:443", "https://Menu.Example.com:8443/x")).toEqual([
      "127.0.0.1",
      "localhost",
      "[::1]",
      "vm",
      "192.0.2.2",
      "[fd00::2]",
      "[fe80::1]",
      "menu.example.com",
    ]);
  });

  it("drops duplicates, wildcards and anything that is not a host", () => {
    const hosts = healthHosts(
      "127.0.0.1,::1,localhost,0.0.0.0,::,bad_host,a b,{x},/api,x.example/y,-x.example,ok.example,OK.example",
      "not a url",
    );
    expect(hosts).toEqual(["127.0.0.1", "localhost", "[::1]", "ok.example"]);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});
