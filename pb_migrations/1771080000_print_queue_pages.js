/// <reference path="../pb_hooks/types/pocketbase.d.ts" />
// The print agent reads its queue in pages after a cursor (docs/kitchen.md#the-print-agent;
// lib/stations/print-jobs.js queue): per printer, the queued jobs after a seq, in seq order. A
// partial index of the queued jobs only, so a page is a short range whatever the printer's printed
// history, and the backlog of a printer that is off is never read whole.
migrate(
  (app) => {
    const jobs = app.findCollectionByNameOrId("print_jobs");
    jobs.addIndex("idx_print_jobs_queued", false, "printer, seq", "state = 'queued'");
    app.save(jobs);
  },
  (app) => {
    const jobs = app.findCollectionByNameOrId("print_jobs");
    jobs.removeIndex("idx_print_jobs_queued");
    app.save(jobs);
  },
);
