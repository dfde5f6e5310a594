import { Navigate, useNavigate } from "react-router-dom";
import { PATHS } from "../../domain/paths";
import { homeOf } from "../../domain/team";
import { checkSession, hasStoredSession } from "../../data/session";
import { useLoad } from "../../hooks/use-load";
import { Spinner } from "../../components/ui/spinner";
import "./auth.css";

/** Home: spinner while the stored session is checked, /orders when valid, else the landing (docs/owner-screens.md). */
export function LandingPage() {
  const navigate = useNavigate();
  // Without a stored session nothing is asked (the check resolves to null at once).
  const check = useLoad(checkSession, "session");

  if (check.isLoading && hasStoredSession()) return <Spinner fullScreen label="Checking your session" />;
  // A team member lands on the first page their role may open (the kitchen: the kitchen display).
  if (check.data) return <Navigate to={check.data.role === "owner" ? PATHS.orders : homeOf(check.data.role)} replace />;
  return (
    <section className="landing">
      <img
        className="landing-hero"
        src="/hero.svg"
        alt="A table with a QR code menu card and a phone"
        width={640}
        height={360}
      />
      <div className="landing-text">
        <h1>Draft: your menu on every table</h1>
        <p>
          Serve fast: guests scan the QR code on their table, browse your menu and send their order straight to your
          staff.
        </p>
        <p>Save money and be in control: no printed menus, no missed orders, every order live on one board.</p>
        <p>Available worldwide, for restaurants, hotels and cafés of any size.</p>
        <p>Free to try: a $10 fee applies only when your business exceeds 500 monthly orders.</p>
        {/* The Try Now button: a real button (role button) that goes to /register. */}
        <button type="button" className="button" onClick={() => navigate(PATHS.register)}>
          Try Now
        </button>
      </div>
    </section>
  );
}
