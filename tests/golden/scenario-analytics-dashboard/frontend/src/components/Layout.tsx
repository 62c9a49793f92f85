import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { NavLink, Outlet, useLocation } from "react-router-dom";

const NAVIGATION = [
  {
    "to": "/dashboard",
    "label": "Dashboard"
  },
  {
    "to": "/metrics",
    "label": "Metrics"
  },
  {
    "to": "/reports",
    "label": "Reports"
  },
  {
    "to": "/data-sources",
    "label": "Data sources"
  },
  {
    "to": "/analytics",
    "label": "Analytics"
  }
];

/**
 * The frame around every signed-in screen: the app's name, its navigation. On a narrow screen
 * the navigation folds behind the Menu button. A menu stays open on the screen it was opened on: a link, the
 * browser's back button, a click outside the header or Escape closes it.
 */
export function Layout() {
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setMenuOpenAt(null);
  };

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (header.current?.contains(event.target as Node)) return;
      setMenuOpenAt(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    if (!menuOpen) return;
    setMenuOpenAt(null);
    menuButton.current?.focus();
  };

  return (
    <>
      <header className="app-header" ref={header} onKeyDown={closeOnEscape}>
        <NavLink to="/" className="brand">
          {"Metrics"}
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
        </nav>
      </header>
      <main className="app-main">
        <Outlet />
      </main>
    </>
  );
}
