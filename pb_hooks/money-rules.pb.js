/// <reference path="types/pocketbase.d.ts" />
// Money rules (docs/tax-and-receipts.md): a venue's tax rates, service charge and price lists
// (users.moneyRules) are checked on every create and update by the domain's own rules
// (src/domain/money-rules.ts through lib/shared/domain.js): a clear 400 names what is wrong and nothing
// is saved. PIN-gated like the other venue settings (users.pb.js lists the field).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/money/money-rules.js`).check(e);
  e.next();
}, "users");

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/money/money-rules.js`).check(e);
  e.next();
}, "users");
