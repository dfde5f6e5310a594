import { Link } from "react-router-dom";

export function Component() {
  return (
    <section className="landing">
      <h1>Draft</h1>
      <Link to="/register" className="button">
        Try Now
      </Link>
    </section>
  );
}
