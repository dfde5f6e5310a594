// Every relation an owner sets points at that owner's records
// (docs/security-and-isolation.md#own-records-only): a dish in another owner's category, a record
// "for" another owner, and whatever relation a later migration adds. Generic over the collection's
// relation fields, so a new field is covered too.

/**
 * Throws a 400 unless every relation of `e.record` the request sets points at a record of the
 * signed-in owner (a users relation: the owner; any other: a record whose `user` is the owner).
 * On update only relations that change are checked. Superusers pass.
 * @param {CoreApp} app
 * @param {core.RecordRequestEvent} e
 * @param {boolean} isCreate
 * @returns {void}
 */
function assertOwnRelations(app, e, isCreate) {
  if (e.hasSuperuserAuth()) return;
  // The owner, or a member acting for their venue (the collection rules decide what a role may set).
  const actor = require(`${__hooks}/lib/team/staff.js`).actorOf(e.auth);
  const owner = actor ? actor.venue : "";
  const original = isCreate ? null : e.record.original();
  for (const f of e.record.collection().fields) {
    if (f.type() !== "relation") continue;
    const name = f.name;
    const ids = e.record.getStringSlice(name);
    if (!ids.length) continue;
    if (original && JSON.stringify(ids) === JSON.stringify(original.getStringSlice(name))) continue;
    const target = app.findCollectionByNameOrId(f.collectionId);
    const message = "Unknown " + name + ": it must be one of your own records.";
    for (const id of ids) {
      let ok;
      if (target.name === "users") ok = !!owner && id === owner;
      else {
        try {
          ok = !!owner && app.findRecordById(target.id, id).getString("user") === owner;
        } catch (_) {
          ok = false;
        }
      }
      if (!ok)
        throw require(`${__hooks}/lib/shared/errors.js`).fieldError(name, message, "validation_foreign_relation");
    }
  }
}

module.exports = { assertOwnRelations };
