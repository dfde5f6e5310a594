// What the goja VM of PocketBase's JSVM plugin provides beside the generated pocketbase.d.ts:
// CommonJS (require/module) and console. Kept separate from Node's types on purpose: process,
// Buffer, setTimeout and the like do not exist in a hook.
//
// require() of our own modules is typed: a hook writes `require(`${__hooks}/lib/pin.js`)` and
// gets the module's exports (pb_hooks/lib/*.js, typed with JSDoc). A new lib module gets a line
// in HookLibs; anything else falls back to `any`.

interface HookLibs {
  takeaway: typeof import("../lib/takeaway.js");
  "takeaway-routes": typeof import("../lib/takeaway-routes.js");
  activity: typeof import("../lib/activity.js");
  approvals: typeof import("../lib/approvals.js");
  keyed: typeof import("../lib/keyed.js");
  "money-rules": typeof import("../lib/money-rules.js");
  "money-report": typeof import("../lib/money-report.js");
  receipts: typeof import("../lib/receipts.js");
  "list-scope": typeof import("../lib/list-scope.js");
  device: typeof import("../lib/device.js");
  "order-who": typeof import("../lib/order-who.js");
  "payments-routes": typeof import("../lib/payments-routes.js");
  staff: typeof import("../lib/staff.js");
  "print-jobs": typeof import("../lib/print-jobs.js");
  team: typeof import("../lib/team.js");
  "trusted-proxy": typeof import("../lib/trusted-proxy.js");
  accounts: typeof import("../lib/accounts.js");
  "body-limits": typeof import("../lib/body-limits.js");
  csv: typeof import("../lib/csv.js");
  directory: typeof import("../lib/directory.js");
  errors: typeof import("../lib/errors.js");
  "dish-tags": typeof import("../lib/dish-tags.js");
  "guest-page": typeof import("../lib/guest-page.js");
  health: typeof import("../lib/health.js");
  "guest-push": typeof import("../lib/guest-push.js");
  "image-files": typeof import("../lib/image-files.js");
  "image-size": typeof import("../lib/image-size.js");
  "import-body": typeof import("../lib/import-body.js");
  lib: typeof import("../lib/lib.js");
  mail: typeof import("../lib/mail.js");
  "menu-budget": typeof import("../lib/menu-budget.js");
  "menu-csv-import": typeof import("../lib/menu-csv-import.js");
  "menu-data": typeof import("../lib/menu-data.js");
  "menu-import": typeof import("../lib/menu-import.js");
  "menu-languages": typeof import("../lib/menu-languages.js");
  "order-create": typeof import("../lib/order-create.js");
  "order-edit": typeof import("../lib/order-edit.js");
  "order-lines": typeof import("../lib/order-lines.js");
  "monthly-orders": typeof import("../lib/monthly-orders.js");
  ops: typeof import("../lib/ops.js");
  "ops-metrics": typeof import("../lib/ops-metrics.js");
  "order-save": typeof import("../lib/order-save.js");
  pin: typeof import("../lib/pin.js");
  "public-lists": typeof import("../lib/public-lists.js");
  "push-keys": typeof import("../lib/push-keys.js");
  "push-outbox": typeof import("../lib/push-outbox.js");
  "push-subscription": typeof import("../lib/push-subscription.js");
  realtime: typeof import("../lib/realtime.js");
  "record-roles": typeof import("../lib/record-roles.js");
  relations: typeof import("../lib/relations.js");
  "sales-lines": typeof import("../lib/sales-lines.js");
  slug: typeof import("../lib/slug.js");
  "staff-order": typeof import("../lib/staff-order.js");
  "staff-sales": typeof import("../lib/staff-sales.js");
  stats: typeof import("../lib/stats.js");
  stock: typeof import("../lib/stock.js");
  timezone: typeof import("../lib/timezone.js");
  "upload-routes": typeof import("../lib/upload-routes.js");
  venues: typeof import("../lib/venues.js");
  "visit-store": typeof import("../lib/visit-store.js");
  "table-keys": typeof import("../lib/table-keys.js");
  "staff-limit": typeof import("../lib/staff-limit.js");
  "visit-live": typeof import("../lib/visit-live.js");
  "visit-orders": typeof import("../lib/visit-orders.js");
  "visit-cart": typeof import("../lib/visit-cart.js");
  "visit-bill": typeof import("../lib/visit-bill.js");
  "visit-parts": typeof import("../lib/visit-parts.js");
  "visit-send": typeof import("../lib/visit-send.js");
  "visit-api": typeof import("../lib/visit-api.js");
  "visit-sales": typeof import("../lib/visit-sales.js");
  payments: typeof import("../lib/payments.js");
  "payments-provider": typeof import("../lib/payments-provider.js");
  "payment-events": typeof import("../lib/payment-events.js");
  "payment-orders": typeof import("../lib/payment-orders.js");
  "payment-refunds": typeof import("../lib/payment-refunds.js");
}

declare function require<K extends keyof HookLibs>(path: `${string}/lib/${K}.js`): HookLibs[K];
declare function require(path: string): any;

declare var module: { exports: any };

declare var console: {
  log(...args: any[]): void;
  info(...args: any[]): void;
  warn(...args: any[]): void;
  error(...args: any[]): void;
  debug(...args: any[]): void;
};

/** goja_nodejs's Buffer (Go code, no Node): what the hooks use of it. */
declare var Buffer: {
  from(data: string, encoding?: "base64" | "base64url" | "hex" | "utf8"): Uint8Array;
};

/**
 * What a migration gives `new Collection(...)`: a plain object (rules as filter strings or null,
 * fields as plain option objects, indexes as SQL), which goja converts into PocketBase's Go structs.
 * The generated constructor type names those structs (FieldsList, JSONArray, their methods), which
 * no object literal satisfies; this is the shape the migrations actually pass.
 */
type CollectionInit = any;

/**
 * What a migration assigns to `settings.rateLimits.rules`: plain
 * `{ label, audience, duration, maxRequests }` objects, which goja converts into RateLimitRule
 * structs; the generated type asks for the structs' methods too.
 */
type RateLimitRules = any;
