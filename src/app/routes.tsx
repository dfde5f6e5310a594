import type { RouteObject } from "react-router-dom";
import { APP_SEGMENTS } from "../domain/paths";

// Every route of the app (docs/owner-screens.md#routes). Each module is lazy, so the guest menu
// loads none of the owner code.
export const routes: RouteObject[] = [
  {
    path: "/",
    lazy: () => import("./shell"),
    children: [
      { index: true, lazy: () => import("./routes/landing") },
      { path: "login", lazy: () => import("./routes/login") },
      { path: "register", lazy: () => import("./routes/register") },
      { path: "orders", lazy: () => import("./routes/orders") },
      { path: "finished-orders", lazy: () => import("./routes/finished-orders") },
      { path: "tablesqr", lazy: () => import("./routes/tablesqr") },
      { path: "storage", lazy: () => import("./routes/storage") },
      { path: "editmenu", lazy: () => import("./routes/editmenu") },
      { path: "settings", lazy: () => import("./routes/settings") },
      { path: "help", lazy: () => import("./routes/help") },
      { path: "*", lazy: () => import("./routes/not-found") },
      // '/orders/x', '/login/x', ...: a 404, not a guest menu of a venue named like an app route.
      ...APP_SEGMENTS.map((segment) => ({ path: `${segment}/*`, lazy: () => import("./routes/not-found") })),
    ],
  },
  // The kitchen display, full screen (no shell).
  { path: "/kitchen", lazy: () => import("./routes/kitchen") },
  { path: "/:publicLink/:tableNumber", lazy: () => import("./routes/guest-menu") },
];
