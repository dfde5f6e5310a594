// Lookups that read whole tables (pb_migrations/1767600000_lookup_indexes.js). A visit's orders are
// found through an index that SQLite can use.
// The index was partial (`WHERE visit != ''`), and SQLite takes a partial index only for a query
// whose WHERE contains that condition itself: the hooks' `visit = {:v}` (the tab's room check and
// live bill on every group send and tab order, the bill's split and payment) did not, so each of
// them read every order of every venue on the server (a group send: 24 ms p50 beside 60,000 other
// orders, and growing; docs/PERFORMANCE.md, run of 26 Nov). A refund event found its payment, and an
// account event its venue, with no index at all. The query plans themselves are SQLite's; what this
// test holds is the index definitions that make those lookups searches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/pocketbase";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("orders by visit", () => {
  it("are indexed by visit for every order, with no condition a visit query would have to repeat", async () => {
    const orders = await server.admin.collections.getOne("orders");
    const index = (orders.indexes as string[]).find((i) => /\bidx_orders_visit\b/.test(i));
    expect(index).toBeDefined();
    expect(index).toMatch(/ON\s+`?orders`?\s*\(\s*`?visit`?\s*\)\s*$/i);
    expect(index).not.toMatch(/\bWHERE\b/i);
  });

  it("are indexed for a refund's payment (payment intent and account) and an account's venue", async () => {
    const payments = (await server.admin.collections.getOne("payments")).indexes as string[];
    expect(payments.find((i) => /\bidx_payments_intent\b/.test(i))).toMatch(
      /\(\s*`?paymentIntent`?\s*,\s*`?account`?\s*\)\s*$/,
    );
    const users = (await server.admin.collections.getOne("users")).indexes as string[];
    expect(users.find((i) => /\bidx_users_stripeAccount\b/.test(i))).toMatch(/\(\s*`?stripeAccount`?\s*\)\s*$/);
  });

  it("are indexed for a guest's orders (every order) and for sign-in by email (venues and team members)", async () => {
    const orders = (await server.admin.collections.getOne("orders")).indexes as string[];
    const guest = orders.find((i) => /\bidx_orders_guestToken\b/.test(i));
    expect(guest).toMatch(/\(\s*`?guestToken`?\s*\)\s*$/);
    expect(guest).not.toMatch(/\bWHERE\b/i);
    for (const name of ["users", "staff"]) {
      const indexes = (await server.admin.collections.getOne(name)).indexes as string[];
      const plain = indexes.filter((i) => /\(\s*`?email`?\s*\)\s*$/.test(i) && !/\bWHERE\b/i.test(i));
      expect(plain, name).toHaveLength(1);
    }
  });
});
