import { Link } from "react-router-dom";

export function Component() {
  return (
    <section className="not-found">
      <h1>404</h1>
      <p>This page does not exist.</p>
      <Link to="/" className="not-found-link">
        Back to the home page
      </Link>
    </section>
  );
}
