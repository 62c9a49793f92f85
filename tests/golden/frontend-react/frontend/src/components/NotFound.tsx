import { Link } from "react-router-dom";

export function NotFound() {
  return (
    <section className="screen">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the start</Link>
      </p>
    </section>
  );
}
