"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

const NAVIGATION = [
  {
    "to": "/profiles",
    "label": "Profiles"
  },
  {
    "to": "/activities",
    "label": "Activities"
  },
  {
    "to": "/reminders",
    "label": "Reminders"
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
  }
];

const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** Links to screens, the current one marked. */
function NavLinks({ items, pathname, close }: { items: typeof NAVIGATION; pathname: string; close: () => void }) {
  return (
    <>
      {items.map((item) => {
        const current = isCurrent(pathname, item.to);
        return (
          <Link
            key={item.to}
            href={item.to}
            className={current ? "active" : undefined}
            aria-current={current ? "page" : undefined}
            onClick={close}
          >
            {item.label}
          </Link>
        );
      })}
    </>
  );
}

/**
 * The frame around every signed-in screen: the app's name, its navigation. On a narrow screen
 * the navigation folds behind the Menu button. A menu stays open on the screen it was opened on: a link, the
 * browser's back button, a click outside the header or Escape closes it.
 */
function Frame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
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
        <Link href="/" className="brand">
          {"Habit"}
        </Link>
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
          <NavLinks items={NAVIGATION} pathname={pathname} close={close} />
        </nav>
      </header>
      <main className="app-main">{children}</main>
    </>
  );
}

/** The signed-in screens' layout (src/app/(app)/layout.tsx) and the not-found page's. */
export function Layout({ children }: { children: ReactNode }) {
  return <Frame>{children}</Frame>;
}
