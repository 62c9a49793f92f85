import { NavLink, Outlet } from "react-router-dom";

const NAVIGATION = [
  {
    "to": "/items",
    "label": "Items"
  }
];

/** The frame around every signed-in screen: the app's name, its navigation. */
export function Layout() {
  return (
    <>
      <header className="app-header">
        <NavLink to="/" className="brand">
          {"Tiny"}
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
