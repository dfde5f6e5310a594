// Owner accounts and their addresses (docs/security-and-isolation.md#sign-up). When the server sends
// mail (SMTP configured), a new account must confirm its address before anything of it works: it
// cannot sign in (the refusal is the wrong-password one) and its public link opens nothing (menu,
// guest page, orders). A sign-up with an address that already has an account creates a stand-in
// account in its place, at a random address nobody can confirm, so everything an outsider can do
// next (sign in, open the link, ask for the same link again) goes as for a new account; the
// address's owner is told by mail. Without mail nobody can confirm an address: accounts work at
// once, and a sign-up then cannot hide which addresses have an account (README, "Sign-up and mail").
const PENDING_DAYS = 7;
const PRUNE_BATCH = 200;
const STAND_IN_DOMAIN = "example.invalid";

/** Whether this server sends mail, so new accounts confirm their address first. */
function confirmsAddresses(app) {
  try {
    return Boolean(app.settings().smtp.enabled);
  } catch (_) {
    return false;
  }
}

/** Whether `user` (a users record) still waits for its address to be confirmed: nothing of it works. */
function isPending(user) {
  return user.getBool("mustVerify") && !user.verified();
}

/** A random address in a reserved domain (RFC 2606): the stand-in account's, nobody's mailbox. */
function standInAddress() {
  return $security.randomStringWithAlphabet(24, "abcdefghijklmnopqrstuvwxyz0123456789") + "@" + STAND_IN_DOMAIN;
}

/**
 * Deletes accounts still unconfirmed after PENDING_DAYS (stand-ins included), at most PRUNE_BATCH a
 * run: their links are free again. Returns how many went.
 * @param {CoreApp} app
 * @returns {number}
 */
function prunePending(app) {
  const before = new Date(Date.now() - PENDING_DAYS * 86400000).toISOString().replace("T", " ");
  const old = app.findRecordsByFilter(
    "users",
    "mustVerify = true && verified = false && created < {:before}",
    "created",
    PRUNE_BATCH,
    0,
    { before: before },
  );
  for (const u of old) app.delete(u);
  return old.length;
}

module.exports = { PENDING_DAYS, STAND_IN_DOMAIN, confirmsAddresses, isPending, standInAddress, prunePending };
