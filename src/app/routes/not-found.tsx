import { Link } from "react-router-dom";
import { PATHS } from "../../domain/paths";

/** Any other path: a large 404 that is itself the link back to /. */
export function Component() {
  return (
    <section className="not-found">
      <h1>
        <Link to={PATHS.home} className="not-found-code">
          404
        </Link>
      </h1>
      <p>This page does not exist.</p>
      <Link to={PATHS.home} className="not-found-link">
        Back to the home page
      </Link>
    </section>
  );
}
