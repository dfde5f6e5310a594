/// <reference path="../pb_data/types.d.ts" />
// Registration derives the public link and menu title from the email (spec 5) and never fails
// because that link is taken or reserved: the server picks a free one (john, john-2, ...).
onRecordCreateRequest((e) => {
  const slug = require(`${__hooks}/lib/slug.js`);
  const email = String(e.record.getString("email") || "");
  const local = email.split("@")[0] || "venue";
  const wanted = e.record.getString("publicLink") || local;
  e.record.set("publicLink", slug.freeSlug(e.app, wanted));
  if (!e.record.getString("menuTitle")) e.record.set("menuTitle", local.slice(0, 100));
  e.record.set("emailVisibility", false);
  e.next();
}, "users");

// A later change of the public link must be a valid, non-reserved slug (uniqueness is the index's job).
onRecordUpdateRequest((e) => {
  const slug = require(`${__hooks}/lib/slug.js`);
  const link = e.record.getString("publicLink");
  if (slug.isReserved(link)) {
    throw new BadRequestError("This public link is reserved. Choose another one.", {
      publicLink: new ValidationError("validation_reserved", "This public link is reserved. Choose another one."),
    });
  }
  e.next();
}, "users");
