import type { RouteObject } from "react-router-dom";
import { APP_SEGMENTS, PATHS, routeSegment } from "../domain/paths";
import { TEAM_PATH } from "../domain/team";

// Every route of the app (docs/owner-screens.md#routes). Each module is lazy, so the guest menu
// loads none of the owner code.
// The paths are src/domain/paths.ts PATHS (the navigation, the links and the server's reserved
// public links read the same).
export const routes: RouteObject[] = [
  {
    path: "/",
    lazy: () => import("./shell"),
    children: [
      { index: true, lazy: () => import("./routes/landing") },
      { path: routeSegment(PATHS.login), lazy: () => import("./routes/login") },
      { path: routeSegment(PATHS.register), lazy: () => import("./routes/register") },
      { path: routeSegment(PATHS.orders), lazy: () => import("./routes/orders") },
      { path: routeSegment(PATHS.finishedOrders), lazy: () => import("./routes/finished-orders") },
      { path: routeSegment(PATHS.tables), lazy: () => import("./routes/tablesqr") },
      { path: routeSegment(PATHS.storage), lazy: () => import("./routes/storage") },
      { path: routeSegment(PATHS.editMenu), lazy: () => import("./routes/editmenu") },
      { path: routeSegment(PATHS.settings), lazy: () => import("./routes/settings") },
      { path: routeSegment(PATHS.help), lazy: () => import("./routes/help") },
      // The Team page (owner only). One segment, like the kitchen display: a venue called "team"
      // clashes with nothing (its guest menus have two), so it is not a reserved link.
      { path: routeSegment(TEAM_PATH), lazy: () => import("./routes/team") },
      { path: "*", lazy: () => import("./routes/not-found") },
      // '/orders/x', '/login/x', ...: a 404, not a guest menu of a venue named like an app route.
      ...APP_SEGMENTS.map((segment) => ({ path: `${segment}/*`, lazy: () => import("./routes/not-found") })),
    ],
  },
  // The kitchen display, full screen (no shell).
  { path: PATHS.kitchen, lazy: () => import("./routes/kitchen") },
  { path: PATHS.pickup, lazy: () => import("./routes/pickup") },
  { path: "/:publicLink/:tableNumber", lazy: () => import("./routes/guest-menu") },
];
