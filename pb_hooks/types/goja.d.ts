// What the goja VM of PocketBase's JSVM plugin provides beside the generated pocketbase.d.ts:
// CommonJS (require/module) and console. Kept separate from Node's types on purpose: process,
// Buffer, setTimeout and the like do not exist in a hook.
//
// require() of our own modules is typed: a hook writes `require(`${__hooks}/lib/team/pin.js`)` and
// gets the module's exports (pb_hooks/lib/<capability>/*.js, typed with JSDoc). A new lib module gets a line
// in HookLibs; anything else falls back to `any`.

interface HookLibs {
  "takeaway/takeaway": typeof import("../lib/takeaway/takeaway.js");
  "takeaway/takeaway-routes": typeof import("../lib/takeaway/takeaway-routes.js");
  "team/activity": typeof import("../lib/team/activity.js");
  "team/approvals": typeof import("../lib/team/approvals.js");
  "shared/keyed": typeof import("../lib/shared/keyed.js");
  "shared/precompressed": typeof import("../lib/shared/precompressed.js");
  "money/money-rules": typeof import("../lib/money/money-rules.js");
  "money/receipts": typeof import("../lib/money/receipts.js");
  "money/cash-refunds": typeof import("../lib/money/cash-refunds.js");
  "money/receipt-routes": typeof import("../lib/money/receipt-routes.js");
  "access/list-scope": typeof import("../lib/access/list-scope.js");
  "team/device": typeof import("../lib/team/device.js");
  "orders/order-who": typeof import("../lib/orders/order-who.js");
  "payments/payments-routes": typeof import("../lib/payments/payments-routes.js");
  "team/staff": typeof import("../lib/team/staff.js");
  "stations/print-jobs": typeof import("../lib/stations/print-jobs.js");
  "team/team": typeof import("../lib/team/team.js");
  "shared/trusted-proxy": typeof import("../lib/shared/trusted-proxy.js");
  "team/accounts": typeof import("../lib/team/accounts.js");
  "shared/body-limits": typeof import("../lib/shared/body-limits.js");
  "sales/csv": typeof import("../lib/sales/csv.js");
  "ops/directory": typeof import("../lib/ops/directory.js");
  "shared/errors": typeof import("../lib/shared/errors.js");
  "menu/dish-tags": typeof import("../lib/menu/dish-tags.js");
  "menu/guest-page": typeof import("../lib/menu/guest-page.js");
  "ops/health": typeof import("../lib/ops/health.js");
  "push/guest-push": typeof import("../lib/push/guest-push.js");
  "storage/image-files": typeof import("../lib/storage/image-files.js");
  "storage/image-size": typeof import("../lib/storage/image-size.js");
  "menu/import-body": typeof import("../lib/menu/import-body.js");
  "money/money-report": typeof import("../lib/money/money-report.js");
  lib: typeof import("../lib/lib.js");
  "shared/mail": typeof import("../lib/shared/mail.js");
  "menu/menu-budget": typeof import("../lib/menu/menu-budget.js");
  "menu/menu-csv-import": typeof import("../lib/menu/menu-csv-import.js");
  "menu/menu-data": typeof import("../lib/menu/menu-data.js");
  "menu/menu-import": typeof import("../lib/menu/menu-import.js");
  "menu/menu-languages": typeof import("../lib/menu/menu-languages.js");
  "orders/order-create": typeof import("../lib/orders/order-create.js");
  "orders/order-edit": typeof import("../lib/orders/order-edit.js");
  "orders/order-lines": typeof import("../lib/orders/order-lines.js");
  "orders/monthly-orders": typeof import("../lib/orders/monthly-orders.js");
  "ops/ops": typeof import("../lib/ops/ops.js");
  "ops/ops-metrics": typeof import("../lib/ops/ops-metrics.js");
  "orders/order-save": typeof import("../lib/orders/order-save.js");
  "team/pin": typeof import("../lib/team/pin.js");
  "access/public-lists": typeof import("../lib/access/public-lists.js");
  "push/push-keys": typeof import("../lib/push/push-keys.js");
  "push/push-outbox": typeof import("../lib/push/push-outbox.js");
  "push/push-subscription": typeof import("../lib/push/push-subscription.js");
  "push/ready-words": typeof import("../lib/push/ready-words.js");
  "realtime/realtime": typeof import("../lib/realtime/realtime.js");
  "access/record-roles": typeof import("../lib/access/record-roles.js");
  "access/relations": typeof import("../lib/access/relations.js");
  "sales/sales-lines": typeof import("../lib/sales/sales-lines.js");
  "shared/slug": typeof import("../lib/shared/slug.js");
  "orders/staff-order": typeof import("../lib/orders/staff-order.js");
  "sales/staff-sales": typeof import("../lib/sales/staff-sales.js");
  "sales/stats": typeof import("../lib/sales/stats.js");
  "orders/stock": typeof import("../lib/orders/stock.js");
  "shared/timezone": typeof import("../lib/shared/timezone.js");
  "shared/time-range": typeof import("../lib/shared/time-range.js");
  "storage/upload-routes": typeof import("../lib/storage/upload-routes.js");
  "shared/venues": typeof import("../lib/shared/venues.js");
  "tab/visit-store": typeof import("../lib/tab/visit-store.js");
  "tables/table-keys": typeof import("../lib/tables/table-keys.js");
  "team/staff-limit": typeof import("../lib/team/staff-limit.js");
  "tab/visit-live": typeof import("../lib/tab/visit-live.js");
  "tab/visit-orders": typeof import("../lib/tab/visit-orders.js");
  "tab/visit-cart": typeof import("../lib/tab/visit-cart.js");
  "tab/visit-bill": typeof import("../lib/tab/visit-bill.js");
  "tab/visit-parts": typeof import("../lib/tab/visit-parts.js");
  "tab/visit-send": typeof import("../lib/tab/visit-send.js");
  "tab/visit-api": typeof import("../lib/tab/visit-api.js");
  "tab/visit-sales": typeof import("../lib/tab/visit-sales.js");
  "payments/payments": typeof import("../lib/payments/payments.js");
  "payments/payments-provider": typeof import("../lib/payments/payments-provider.js");
  "payments/payment-events": typeof import("../lib/payments/payment-events.js");
  "payments/payment-orders": typeof import("../lib/payments/payment-orders.js");
  "payments/payment-refunds": typeof import("../lib/payments/payment-refunds.js");
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
