#!/usr/bin/env node
// The production entry point: `node server/index.mjs [--demo]` (`npm start` passes --demo, `npm run
// serve` and the systemd unit do not). Runs the product in the foreground (server/service.mjs):
// PocketBase, its workers and, when configured, Litestream. The bare command never seeds a demo
// venue unless SEED_DEMO=1 is set explicitly. Kept apart from server/pocketbase.mjs (the library the
// service, the cells, the benches and the tests start PocketBase with) so the two never import each
// other.
import { main } from "./service.mjs";

main().catch((err) => {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      source: "launcher",
      msg: err instanceof Error ? err.message : String(err),
    }),
  );
  process.exit(1);
});
