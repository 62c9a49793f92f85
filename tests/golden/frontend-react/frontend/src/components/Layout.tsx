import { useState } from "react";
import { NavLink, Outlet } from "react-router-dom";
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
  },
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

/** The frame around every signed-in screen: the app's name, its navigation, the account. */
export function Layout() {
  const { user, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <header className="app-header">
        <NavLink to="/" className="brand">
          {"Crumb & Co Bakery"}
        </NavLink>
        <button type="button" className="button secondary nav-toggle" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <nav aria-label="Main" className={menuOpen ? "app-nav open" : "app-nav"}>
          {NAVIGATION.map((item) => (
            <NavLink key={item.to} to={item.to} onClick={() => setMenuOpen(false)}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="account">
          <span>{user ? `${user.name} · ${user.role.replace(/_/g, " ")}` : null}</span>
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
