// The payment provider as the hooks see it (docs/payments.md#architecture): the payments worker
// (server/payments-worker.mjs), which holds the operator's Stripe keys and makes every call with
// the official SDK. It listens on 127.0.0.1 with a credential generated per start; both reach
// PocketBase only through its environment (PAYMENTS_WORKER_URL, PAYMENTS_WORKER_SECRET), set by the
// launcher when the operator set STRIPE_SECRET_KEY. Without them, payments do not exist: every
// payment route answers 404 and nothing shows.

/** Whether the operator configured online payment. */
function isConfigured() {
  return (
    !!String($os.getenv("PAYMENTS_WORKER_URL") || "") && String($os.getenv("PAYMENTS_WORKER_SECRET") || "").length >= 32
  );
}

/** 404 unless configured: a server without the operator's keys has no payment routes. */
function requireConfigured() {
  if (!isConfigured()) throw new NotFoundError("Online payment is not available on this server.");
}

/**
 * Calls the worker: `call` is connect | status | checkout | refund | verify. Answers its JSON, or
 * throws an ApiError with the worker's message (503 when the provider did not answer in time).
 */
function call(name, body) {
  requireConfigured();
  let res;
  try {
    res = $http.send({
      url: String($os.getenv("PAYMENTS_WORKER_URL")) + "/" + name,
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "Content-Type": "application/json",
        "X-Payments-Worker-Key": String($os.getenv("PAYMENTS_WORKER_SECRET")),
      },
      // The worker's own provider timeout (STRIPE_TIMEOUT_MS, one retry) ends well before this.
      timeout: 45,
    });
  } catch (_) {
    throw new ApiError(503, "The payment service did not answer. Nothing was charged: try again in a moment.", {});
  }
  const json = res.json || {};
  if (res.statusCode === 200) return json;
  const message = String(json.message || "The payment service failed: try again.");
  throw new ApiError(res.statusCode >= 500 ? 503 : res.statusCode === 402 ? 402 : 400, message, {});
}

module.exports = { isConfigured, requireConfigured, call };
