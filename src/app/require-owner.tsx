import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { msg } from "../domain/messages";
import { PATHS } from "../domain/paths";
import { useSessionToken } from "../hooks/use-session";

/** Owner pages: the page when signed in, else the not-logged-in text with a way to sign in. */
export function RequireOwner({ children, text = msg("notLoggedIn") }: { children: ReactNode; text?: string }) {
  const isLoggedIn = useSessionToken() !== "";
  if (!isLoggedIn) {
    return (
      <section className="not-logged-in">
        <h1>{text}</h1>
        <p>
          <Link to={PATHS.login}>Log in</Link> or <Link to={PATHS.register}>create an account</Link> to manage your venue.
        </p>
      </section>
    );
  }
  return <>{children}</>;
}
