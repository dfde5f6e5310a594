// The contract of Stripe's API for the requests the product makes (docs/payments.md#tests): for each
// endpoint, the parameters Stripe's API reference defines, read from the official SDK's type
// declarations (node_modules/stripe/types, "generated from our OpenAPI spec", for the API version the
// pinned SDK speaks: node_modules/stripe/OPENAPI_VERSION). checkRequest() says what in a recorded
// request is not in the reference: an unknown parameter, at any depth, or a required one missing
// (members of the interfaces a parameters interface extends, such as PaginationParams, included).
// Why not Stripe's OpenAPI file itself (the stripe/openapi repository, openapi/spec3.json): it is
// not reachable from here. The stored snapshot of that repository lacks its large spec files, the
// one stored copy of spec3.json is an old API version (older than the SDK's), and no npm package
// ships the spec; the SDK's declarations are generated from it for the version the SDK speaks.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const TYPES = path.resolve("node_modules/stripe/types");

/** Endpoint -> [declaration file, qualified interface name]. */
export const ENDPOINTS: Record<string, [string, string]> = {
  "POST /v1/accounts": ["AccountsResource.d.ts", "Stripe.AccountCreateParams"],
  "GET /v1/accounts/{account}": ["AccountsResource.d.ts", "Stripe.AccountRetrieveParams"],
  "POST /v1/account_links": ["AccountLinksResource.d.ts", "Stripe.AccountLinkCreateParams"],
  "POST /v1/checkout/sessions": ["Checkout/SessionsResource.d.ts", "Stripe.Checkout.SessionCreateParams"],
  "POST /v1/refunds": ["RefundsResource.d.ts", "Stripe.RefundCreateParams"],
  "GET /v1/refunds": ["RefundsResource.d.ts", "Stripe.RefundListParams"],
  "GET /v1/payment_intents/{intent}": ["PaymentIntentsResource.d.ts", "Stripe.PaymentIntentRetrieveParams"],
  "GET /v1/balance_transactions/{id}": ["BalanceTransactionsResource.d.ts", "Stripe.BalanceTransactionRetrieveParams"],
};

/** Where the interfaces a parameters interface extends (`extends PaginationParams`) are declared. */
const SHARED = "shared.d.ts";

/** Every interface of a declaration file by qualified name (namespaces joined with "."). */
function interfacesOf(file: string): Map<string, ts.InterfaceDeclaration> {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(TYPES, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const out = new Map<string, ts.InterfaceDeclaration>();
  const walk = (node: ts.Node, scope: string[]) => {
    if (ts.isModuleDeclaration(node) && node.body) {
      const name = ts.isStringLiteral(node.name) ? null : node.name.text;
      const next = name ? [...scope, name] : scope;
      ts.forEachChild(node.body, (c) => walk(c, next));
      return;
    }
    if (ts.isInterfaceDeclaration(node)) out.set([...scope, node.name.text].join("."), node);
    ts.forEachChild(node, (c) => walk(c, scope));
  };
  walk(source, []);
  return out;
}

/** The qualified name of interface `name` as seen from `scope` (looked up from the scope outward). */
function resolve(name: string, scope: string, all: Map<string, ts.InterfaceDeclaration>): string | null {
  const parts = scope.split(".");
  for (let i = parts.length; i >= 0; i--) {
    const q = [...parts.slice(0, i), name].join(".");
    if (all.has(q)) return q;
  }
  return null;
}

/** The interface a member's type names (Array<X>, Emptyable<X>, X | Y), looked up from `scope` outward. */
function nestedOf(
  type: ts.TypeNode | undefined,
  scope: string,
  all: Map<string, ts.InterfaceDeclaration>,
): string | null {
  if (!type) return null;
  let t: ts.TypeNode = type;
  for (;;) {
    if (ts.isTypeReferenceNode(t)) {
      const name = t.typeName.getText();
      if ((name === "Array" || name.endsWith("Emptyable")) && t.typeArguments?.length) {
        t = t.typeArguments[0];
        continue;
      }
      if (name.endsWith("MetadataParam")) return "metadata";
      return resolve(name, scope, all);
    }
    if (ts.isUnionTypeNode(t)) {
      for (const u of t.types) {
        const n = nestedOf(u, scope, all);
        if (n) return n;
      }
    }
    if (ts.isArrayTypeNode(t)) {
      t = t.elementType;
      continue;
    }
    return null;
  }
}

/** What in `params` the reference does not define (an empty list: the request is valid). */
export function checkRequest(endpoint: string, params: Record<string, unknown>): string[] {
  const spec = ENDPOINTS[endpoint];
  if (!spec) return [`${endpoint} is not an endpoint the product may call`];
  const all = new Map([...interfacesOf(SHARED), ...interfacesOf(spec[0])]);
  const problems: string[] = [];
  const check = (value: unknown, name: string, where: string) => {
    const decl = all.get(name);
    if (!decl) return problems.push(`${where}: no declaration ${name}`);
    const members = new Map<string, ts.PropertySignature>();
    const addMembers = (d: ts.InterfaceDeclaration, scope: string) => {
      for (const m of d.members) if (ts.isPropertySignature(m)) members.set(m.name.getText(), m);
      for (const h of d.heritageClauses ?? []) {
        for (const t of h.types) {
          const parent = resolve(t.expression.getText(), scope, all);
          if (parent) addMembers(all.get(parent)!, parent);
        }
      }
    };
    addMembers(decl, name);
    const obj = (value ?? {}) as Record<string, unknown>;
    for (const [key, m] of members) if (!m.questionToken && !(key in obj)) problems.push(`${where}${key}: required`);
    for (const [key, v] of Object.entries(obj)) {
      const m = members.get(key);
      if (!m) {
        problems.push(`${where}${key}: not a parameter of ${name}`);
        continue;
      }
      const scope = name;
      const nested = nestedOf(m.type, scope, all);
      if (nested === "metadata" || !nested) continue;
      const items = Array.isArray(v)
        ? v
        : v && typeof v === "object" && !Array.isArray(v) && /^\d+$/.test(Object.keys(v)[0] ?? "")
          ? Object.values(v)
          : [v];
      items.forEach((it, i) =>
        check(it, nested, `${where}${key}${Array.isArray(v) || items.length > 1 ? `[${i}]` : ""}.`),
      );
    }
    return 0;
  };
  check(params, spec[1], "");
  return problems;
}

/** The endpoint key of a recorded request path. */
export function endpointOf(method: string, p: string): string {
  if (method === "GET" && /^\/v1\/accounts\/[^/]+$/.test(p)) return "GET /v1/accounts/{account}";
  if (method === "GET" && /^\/v1\/payment_intents\/[^/]+$/.test(p)) return "GET /v1/payment_intents/{intent}";
  if (method === "GET" && /^\/v1\/balance_transactions\/[^/]+$/.test(p)) return "GET /v1/balance_transactions/{id}";
  return `${method} ${p}`;
}
