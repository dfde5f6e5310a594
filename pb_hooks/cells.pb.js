/// <reference path="types/pocketbase.d.ts" />
// Cells behind HAProxy (docs/scaling.md): when this node runs as a cell (`npm run cells`, env
// CELL_NAME), every owner sign-in and token refresh answers with a `cell=<name>` cookie, which
// HAProxy uses to send the owner's later requests (the board's realtime stream too) to this cell.
// The cookie is only a route: every cell still checks the token, so a forged cookie reaches a
// cell where that token means nothing. Without CELL_NAME (the single node, `npm start`) nothing
// is added.
onRecordAuthRequest((e) => {
  const name = $os.getenv("CELL_NAME");
  if (/^[a-z0-9_-]{1,32}$/.test(name)) {
    const secure = String($os.getenv("PUBLIC_ORIGIN")).startsWith("https:") ? "; Secure" : "";
    e.response.header().add("Set-Cookie", `cell=${name}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`);
  }
  e.next();
}, "users");
