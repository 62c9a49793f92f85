"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

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

/** The frame around every signed-in screen: the app's name, its navigation. */
function Frame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <>
      <header className="app-header">
        <Link href="/" className="brand">
          {"Habit"}
        </Link>
        <nav aria-label="Main" className="app-nav">
          {NAVIGATION.map((item) => {
            const current = isCurrent(pathname, item.to);
            return (
              <Link
                key={item.to}
                href={item.to}
                className={current ? "active" : undefined}
                aria-current={current ? "page" : undefined}
              >
                {item.label}
              </Link>
            );
          })}
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
