"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useAuth } from "@/auth/AuthContext";
import { RequireAuth } from "@/auth/RequireAuth";

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

const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The frame around every signed-in screen: the app's name, its navigation, the account. */
function Frame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { user, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <header className="app-header">
        <Link href="/" className="brand">
          {"Crumb & Co Bakery"}
        </Link>
        <button type="button" className="button secondary nav-toggle" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <nav aria-label="Main" className={menuOpen ? "app-nav open" : "app-nav"}>
          {NAVIGATION.map((item) => {
            const current = isCurrent(pathname, item.to);
            return (
              <Link
                key={item.to}
                href={item.to}
                className={current ? "active" : undefined}
                aria-current={current ? "page" : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="account">
          <span>{user ? `${user.name} · ${user.role.replace(/_/g, " ")}` : null}</span>
          <button type="button" className="button secondary" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main className="app-main">{children}</main>
    </>
  );
}

/** Signed-in screens: visitors are sent to sign in first. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <Frame>{children}</Frame>
    </RequireAuth>
  );
}
