import { useEffect, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { msg } from "../domain/messages";
import { checkSession } from "../data/session";
import { PATHS } from "../domain/paths";
import { useSessionToken } from "../hooks/use-session";

/**
 * Owner pages: the page when signed in, else the not-logged-in text with a way to sign in. Every
 * owner page (the kitchen display too, which has no shell) passes here, so this is where the stored
 * session is checked with the server, once per page load: a revoked or expired token is cleared
 * and this gate takes over.
 */
export function RequireOwner({ children, text = msg("notLoggedIn") }: { children: ReactNode; text?: string }) {
  const isLoggedIn = useSessionToken() !== "";
  useEffect(() => {
    if (isLoggedIn) void checkSession();
  }, [isLoggedIn]);
  if (!isLoggedIn) {
    return (
      <section className="not-logged-in">
        <h1>{text}</h1>
        <p>
          <Link to={PATHS.login}>Log in</Link> or <Link to={PATHS.register}>create an account</Link> to manage your
          venue.
        </p>
      </section>
    );
  }
  return <>{children}</>;
}
