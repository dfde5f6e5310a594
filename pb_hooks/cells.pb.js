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
    e.setCookie(
      new Cookie({
        name: "cell",
        value: name,
        path: "/",
        maxAge: 31536000,
        httpOnly: true,
        secure: String($os.getenv("PUBLIC_ORIGIN")).startsWith("https:"),
        sameSite: 2, // http.SameSiteLaxMode
      }),
    );
  }
  e.next();
}, "users");
