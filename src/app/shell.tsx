import { useEffect, useState, useSyncExternalStore } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router-dom";
import { logout } from "../data/session";
import { useOwner, useSessionToken } from "../hooks/use-session";
import { fetchMonthlyOrders, lastMonthlyOrders, onMonthlyOrdersChange } from "../data/monthly-orders";
import { navBadge } from "../domain/monthly-orders";
import { PATHS } from "../domain/paths";
import { managesVenue, mayOpen, ROLE_LABELS, TEAM_PATH } from "../domain/team";
import { DeviceBar } from "../features/team/device-bar";
import "./shell.css";

const OWNER_LINKS = [
  [PATHS.orders, "Orders"],
  [PATHS.kitchen, "Kitchen"],
  [PATHS.finishedOrders, "Finished Orders"],
  [PATHS.tables, "Tables & QR"],
  [PATHS.storage, "Storage"],
  [PATHS.editMenu, "Edit Menu"],
  [PATHS.settings, "Settings"],
  [TEAM_PATH, "Team"],
  [PATHS.help, "Help"],
] as const;
const GUEST_LINKS = [
  [PATHS.home, "Home"],
  [PATHS.login, "Login"],
  [PATHS.register, "Register"],
] as const;

/** Fixed top navigation (slide-in menu on small screens), the page and the footer (docs/owner-screens.md). */
export function Component() {
  const isLoggedIn = useSessionToken() !== "";
  const location = useLocation();
  const navigate = useNavigate();
  // The slide-in menu is open only on the page where it was opened: navigating closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isMenuOpen = openedAt === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenedAt(open ? location.pathname : null);

  const signedIn = useOwner();
  const role = signedIn?.role ?? "owner";
  // A team member sees only the pages their role may open (docs/security-and-isolation.md).
  const links = isLoggedIn ? OWNER_LINKS.filter(([to]) => mayOpen(role, to)) : GUEST_LINKS;
  const isBlocked = isLoggedIn && !mayOpen(role, location.pathname);
  // This month's orders, next to Settings once past 400 (docs/operations.md#monthly-orders): loaded
  // once a few seconds after an owner's app starts (never before the page's own requests), and
  // again whenever Settings loads them.
  const ownerId = signedIn && managesVenue(role) ? signedIn.id : null;
  const counts = useSyncExternalStore(onMonthlyOrdersChange, () => lastMonthlyOrders(ownerId));
  useEffect(() => {
    if (!ownerId) return;
    const timer = setTimeout(() => fetchMonthlyOrders(ownerId).catch(() => {}), 3000);
    return () => clearTimeout(timer);
  }, [ownerId]);
  const badge = isLoggedIn && managesVenue(role) ? navBadge(counts) : "";
  return (
    <div className="shell">
      <header className="topbar">
        <NavLink to={PATHS.home} className="brand" end>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>Draft</span>
        </NavLink>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={isMenuOpen}
          aria-controls="main-nav"
          aria-label={isMenuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen(!isMenuOpen)}
        >
          <span aria-hidden="true">{isMenuOpen ? "×" : "☰"}</span>
        </button>
        <nav id="main-nav" className={`main-nav ${isMenuOpen ? "is-open" : ""}`} aria-label="Main">
          <ul>
            {links.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} end={to === "/"}>
                  {label}
                  {to === PATHS.settings && badge && (
                    <span className="nav-badge" title="Orders this month of the 500 free">
                      <span className="visually-hidden">, orders this month: </span>
                      {badge}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
            {isLoggedIn && signedIn && signedIn.role !== "owner" && (
              <li className="nav-member" title={`${signedIn.memberName} (${ROLE_LABELS[signedIn.role]})`}>
                <span>{signedIn.memberName}</span> <span>({ROLE_LABELS[signedIn.role]})</span>
              </li>
            )}
            {isLoggedIn && (
              <li>
                <button
                  type="button"
                  className="button secondary logout"
                  onClick={() => {
                    logout();
                    navigate(PATHS.home);
                  }}
                >
                  Log out
                </button>
              </li>
            )}
          </ul>
        </nav>
        {isMenuOpen && <div className="nav-scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      </header>
      <main className="page" id="main">
        {isLoggedIn && <DeviceBar />}
        {isBlocked ? (
          <section className="not-logged-in">
            <h1>Your role cannot open this page.</h1>
            <p>Ask the venue&apos;s owner if you need it.</p>
          </section>
        ) : (
          <Outlet />
        )}
      </main>
      <footer className="footer">
        <p>© {new Date().getFullYear()} Draft, all rights reserved.</p>
      </footer>
    </div>
  );
}
