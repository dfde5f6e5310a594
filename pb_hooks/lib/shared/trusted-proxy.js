// The guest's own address behind our proxy (docs/operations.md#the-guests-address-behind-the-proxy).
//
// PocketBase 0.39.0 takes a request's address (RealIP: its rate limiter, the realtime client's
// address, our per-address caps) from the headers named in its trustedProxy setting, the last value
// of the first one present, from ANY client: it never checks that the connection comes from a
// proxy. So the header is one whose NAME only the operator's proxy knows (a secret in the name,
// TRUSTED_PROXY_HEADER, e.g. X-Draft-Client-<32 hex>): Caddy and HAProxy set it to the address
// they see, replacing anything a client sent under that name, and a client that connects directly
// cannot guess it, so a forged X-Forwarded-For (or any other header) changes nothing: it is
// counted by its own address. Nothing is trusted while TRUSTED_PROXY_HEADER is unset.

/** Header names a client can guess: never trusted, whatever else they hold. */
const GUESSABLE = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fly-client-ip",
  "fastly-client-ip",
  "x-original-forwarded-for",
];

/** How many random letters and digits the name must end with, after its last "-". */
const SECRET_CHARS = 20;

/**
 * Why `name` cannot be the trusted proxy header ("" when it can): a header name (letters, digits,
 * "-") that is not a well-known one and ends in a secret of at least SECRET_CHARS letters and
 * digits, with both letters and digits in it.
 * @param {string} name
 * @returns {string}
 */
function proxyHeaderProblem(name) {
  const n = String(name || "").trim();
  const hint = `a header name only your proxy knows, e.g. X-Draft-Client-$(openssl rand -hex 16)`;
  if (!n) return "";
  if (GUESSABLE.includes(n.toLowerCase()))
    return `${n} is a header any client can send; TRUSTED_PROXY_HEADER must be ${hint}`;
  if (!/^[A-Za-z0-9-]{1,200}$/.test(n)) return `TRUSTED_PROXY_HEADER may hold only letters, digits and "-": ${hint}`;
  const secret = n.slice(n.lastIndexOf("-") + 1);
  if (secret.length < SECRET_CHARS || !/[0-9]/.test(secret) || !/[A-Za-z]/.test(secret))
    return `TRUSTED_PROXY_HEADER must end in ${SECRET_CHARS} or more random letters and digits after its last "-" (a client must not be able to guess it): ${hint}`;
  return "";
}

/**
 * The trustedProxy.headers PocketBase must hold for `configured` (TRUSTED_PROXY_HEADER): that one
 * name when it is acceptable, else none.
 * @param {string} configured
 * @returns {string[]}
 */
function trustedHeaders(configured) {
  const n = String(configured || "").trim();
  return n && !proxyHeaderProblem(n) ? [n] : [];
}

module.exports = { proxyHeaderProblem, trustedHeaders, GUESSABLE, SECRET_CHARS };
