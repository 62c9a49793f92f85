import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { NavLink, Outlet, useLocation } from "react-router-dom";
import { useAuth } from "../auth/AuthContext";

const NAVIGATION = [
  {
    "to": "/dashboard",
    "label": "Dashboard"
  },
  {
    "to": "/products",
    "label": "Products"
  },
  {
    "to": "/orders",
    "label": "Orders"
  },
  {
    "to": "/customers",
    "label": "Customers"
  }
];

/** The rest of the navigation: behind "More" on a wide screen, after the others in the narrow screen's menu. */
const MORE_NAVIGATION = [
  {
    "to": "/pickup-slots",
    "label": "Pickup slots"
  },
  {
    "to": "/production-lists",
    "label": "Production lists"
  },
  {
    "to": "/checkout",
    "label": "Checkout"
  },
  {
    "to": "/notifications",
    "label": "Notifications"
  },
  {
    "to": "/analytics",
    "label": "Analytics"
  },
  {
    "to": "/search",
    "label": "Search"
  },
  {
    "to": "/files",
    "label": "Files"
  }
];

const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The frame around every signed-in screen: the app's name, its navigation, the account. On a narrow screen
 * the navigation folds behind the Menu button. A menu stays open on the screen it was opened on: a link, the
 * browser's back button, a click outside the header or Escape closes it.
 */
export function Layout() {
  const { user, signOut } = useAuth();
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [moreOpenAt, setMoreOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const moreOpen = moreOpenAt === pathname;
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setMenuOpenAt(null);
    setMoreOpenAt(null);
  };

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (header.current?.contains(event.target as Node)) return;
      setMenuOpenAt(null);
      setMoreOpenAt(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    if (moreOpen) {
      setMoreOpenAt(null);
      moreButton.current?.focus();
    } else if (menuOpen) {
      setMenuOpenAt(null);
      menuButton.current?.focus();
    }
  };

  return (
    <>
      <header className="app-header" ref={header} onKeyDown={closeOnEscape}>
        <NavLink to="/" className="brand">
          {"Crumb & Co Bakery"}
        </NavLink>
        <button
          ref={menuButton}
          type="button"
          className="button secondary nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="app-nav"
          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
        >
          Menu
        </button>
        <nav id="app-nav" aria-label="Main" className={menuOpen ? "app-nav open" : "app-nav"}>
          {NAVIGATION.map((item) => (
            <NavLink key={item.to} to={item.to} onClick={close}>
              {item.label}
            </NavLink>
          ))}
          <div
            className={["nav-more", moreOpen && "open", MORE_NAVIGATION.some((item) => isCurrent(pathname, item.to)) && "current"].filter(Boolean).join(" ")}
          >
            <button
              ref={moreButton}
              type="button"
              className="nav-more-button"
              aria-expanded={moreOpen}
              aria-controls="app-nav-more"
              onClick={() => setMoreOpenAt(moreOpen ? null : pathname)}
            >
              More
            </button>
            <div id="app-nav-more" className="nav-more-list">
              {MORE_NAVIGATION.map((item) => (
                <NavLink key={item.to} to={item.to} onClick={close}>
                  {item.label}
                </NavLink>
              ))}
            </div>
          </div>
        </nav>
        <div className="account">
          {user && (
            <span className="account-name" title={`${user.name} · ${user.role.replace(/_/g, " ")}`}>
              {user.name} · {user.role.replace(/_/g, " ")}
            </span>
          )}
          <button type="button" className="button secondary" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main className="app-main">
        <Outlet />
      </main>
    </>
  );
}
