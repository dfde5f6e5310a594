import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { PATHS } from "../domain/paths";

/** A failed page's code (e.g. after an update, the old files are gone): reloading fetches the new ones. */
function isMissingCode(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
      error.message,
    )
  );
}

/**
 * Every route's error element: a page that failed to load or to render shows what happened and the
 * ways out (reload, or back to the home page) instead of a blank screen. Inside the shell the
 * navigation stays; the kitchen display and the guest menu have none, so the links here are the way back.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error("route error", error);
  }, [error]);
  const text = isRouteErrorResponse(error)
    ? `The page answered ${error.status}${error.statusText ? ` (${error.statusText})` : ""}.`
    : isMissingCode(error)
      ? "This page could not be loaded. The app may have been updated or the connection dropped: reload the page."
      : "This page stopped because of an error. Reloading usually helps; your data is safe on the server.";
  return (
    <section className="route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>{text}</p>
      <p className="route-error-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={PATHS.home} className="button secondary">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
