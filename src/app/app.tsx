import { useEffect } from "react";
import { RouterProvider } from "react-router-dom";
import { keepSessionFresh } from "../data/session";
import { mount } from "./mount";
import { router } from "./router";

/** The whole app: one data router; every route module is loaded lazily. */
export function App() {
  // Owner sessions are short-lived on the server (8 hours): renew them while the app is in use.
  useEffect(() => keepSessionFresh(), []);
  return <RouterProvider router={router} />;
}

/** Starts the app in `container`. */
export function startApp(container: HTMLElement): void {
  mount(container, App, false);
}
