import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { RouteError } from "./route-error";
import { routes } from "./routes";

type LazyModule = Awaited<ReturnType<Extract<RouteObject["lazy"], (...args: never[]) => unknown>>>;

/**
 * A route module that fails to load (a dropped connection, files replaced by an update) becomes a
 * page that throws, so the route's error element shows it: react-router keeps a route whose lazy()
 * rejected unrendered, an empty page with no error.
 */
function loadOrThrow(lazy: () => Promise<LazyModule>): () => Promise<LazyModule> {
  return () =>
    lazy().catch((error: unknown) => ({
      Component: () => {
        throw error;
      },
    }));
}

/** Every route gets the error element: an error shows in place of that route only (inside the shell for its pages). */
function withErrorElements(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { lazy, children } = route;
    const next = { ...route, errorElement: <RouteError /> } as RouteObject;
    if (typeof lazy === "function") next.lazy = loadOrThrow(lazy as () => Promise<LazyModule>);
    if (children) next.children = withErrorElements(children);
    return next;
  });
}

export const router = createBrowserRouter(withErrorElements(routes));
