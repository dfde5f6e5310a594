// Cells behind HAProxy (docs/scaling.md#the-directory): a cell claims a venue's public links and
// its owner's email in the directory (server/directory.mjs) before a sign-up or a link change
// commits, so a link stays unique across all cells and HAProxy routes the new entries before the
// answer leaves. Without DIRECTORY_URL (the single node, `npm start`) nothing here runs.

const UNAVAILABLE = "Signing up is not available right now. Please try again in a minute.";
const EMAIL_UNAVAILABLE = "Changing the email is not available right now. Please try again in a minute.";
/** What an email held by a venue on another cell gets: PocketBase's own word for a taken address. */
const EMAIL_TAKEN = "Value must be unique.";

/** Whether this node is a cell with a directory. */
function enabled() {
  return !!$os.getenv("DIRECTORY_URL");
}

/**
 * POSTs `body` (plus this cell's name) to the directory; the answer, or a 503 (`unavailable`, else
 * UNAVAILABLE) when it is down.
 */
function call(route, body, unavailable) {
  let res;
  try {
    res = $http.send({
      url: String($os.getenv("DIRECTORY_URL")) + route,
      method: "POST",
      body: JSON.stringify(Object.assign({ cell: String($os.getenv("CELL_NAME") || "") }, body)),
      headers: {
        "Content-Type": "application/json",
        "X-Directory-Secret": String($os.getenv("DIRECTORY_SECRET") || ""),
      },
      timeout: 5,
    });
  } catch (_) {
    res = null;
  }
  if (!res || (res.statusCode !== 200 && res.statusCode !== 409)) throw new ApiError(503, unavailable || UNAVAILABLE);
  return res;
}

/**
 * Claims `links` and `email` ("" for none) for this cell: "" when done (or no directory), else
 * what another cell holds: "link" or "email". Throws a 503 when the directory is down.
 */
function claim(links, email, unavailable) {
  if (!enabled()) return "";
  const res = call("/claim", { links: links, email: email || undefined }, unavailable);
  if (res.statusCode === 200) return "";
  return res.json && res.json.taken === "email" ? "email" : "link";
}

/** Gives links (and an email) this cell holds back; best effort (a failure only keeps them taken). */
function release(links, email) {
  if (!enabled()) return;
  try {
    call("/release", { links: links, email: email || undefined });
  } catch (_) {
    /* kept taken: harmless, the directory is rebuilt from the cells at its next start */
  }
}

/**
 * The cell holding `key` ("link:x" / "email:y") per the directory, "" when none (or no directory);
 * null when the directory cannot be asked.
 */
function holder(key) {
  if (!enabled()) return "";
  let res;
  try {
    res = $http.send({
      url: String($os.getenv("DIRECTORY_URL")) + "/lookup?key=" + encodeURIComponent(key),
      method: "GET",
      headers: { "X-Directory-Secret": String($os.getenv("DIRECTORY_SECRET") || "") },
      timeout: 5,
    });
  } catch (_) {
    return null;
  }
  if (res.statusCode === 404) return "";
  if (res.statusCode !== 200 || !res.json) return null;
  return String(res.json.cell || "");
}

/**
 * After a browser subscribed to this cell's pushes: every other cell drops its subscriptions of
 * `endpoint`. Best effort (the directory down: the other cell keeps it until its owner turns the
 * bell off there).
 */
function forgetEndpointElsewhere(endpoint) {
  if (!enabled()) return;
  try {
    call("/push-endpoint", { endpoint: endpoint });
  } catch (_) {
    /* kept elsewhere: the owner there can turn it off */
  }
}

/** Whether `email` is a routed owner address (a stand-in's reserved .invalid one is not claimed). */
function routedEmail(email) {
  const e = String(email || "").toLowerCase();
  return /^[^\s@]{1,128}@[^\s@]{1,128}$/.test(e) && !/\.invalid$/.test(e) ? e : "";
}

module.exports = {
  UNAVAILABLE,
  EMAIL_UNAVAILABLE,
  EMAIL_TAKEN,
  enabled,
  claim,
  release,
  holder,
  forgetEndpointElsewhere,
  routedEmail,
};
