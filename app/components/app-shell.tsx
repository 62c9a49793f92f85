import { Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useSession } from "../lib/session";
import { Logo } from "./logo";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100"}`;

export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link to="/dashboard" className="flex items-center gap-2">
            <Logo />
            <span className="sr-only"> dashboard</span>
          </Link>
          <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
            <NavLink to="/dashboard" end className={navClass}>
              Dashboard
            </NavLink>
            <NavLink to="/projects/new" className={navClass}>
              New Project
            </NavLink>
            <NavLink to="/profile" className={navClass}>
              <span className="sr-only">Profile of </span>
              {user?.name ?? "Profile"}
            </NavLink>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
    </div>
  );
}
