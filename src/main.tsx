import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { matchGuestPath } from "./domain/paths";
import "./base.css";

// A guest on a cheap phone loads only the guest menu: no router, no owner code (issue 3 budget).
const guest = matchGuestPath(window.location.pathname);
const root = createRoot(document.getElementById("root")!);

const load: Promise<ComponentType> = guest
  ? import("./app/guest-entry").then((m) => m.GuestEntry)
  : import("./app/app").then((m) => m.App);

load.then((Entry) =>
  root.render(
    <StrictMode>
      <Entry />
    </StrictMode>,
  ),
);
