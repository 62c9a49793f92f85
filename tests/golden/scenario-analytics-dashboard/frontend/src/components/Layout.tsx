import { NavLink, Outlet } from "react-router-dom";

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

/** The frame around every signed-in screen: the app's name, its navigation. */
export function Layout() {
  return (
    <>
      <header className="app-header">
        <NavLink to="/" className="brand">
          {"Metrics"}
        </NavLink>
        <nav aria-label="Main" className="app-nav">
          {NAVIGATION.map((item) => (
            <NavLink key={item.to} to={item.to}>
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
