import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Logo } from "./logo";

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-white px-4 py-10">
      <div className="w-full max-w-md space-y-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <Link to="/">
            <Logo />
            <span className="sr-only"> home</span>
          </Link>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </main>
  );
}
