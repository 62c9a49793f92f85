import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { HeroFacts, ProductShot } from "../components/landing/hero-facts";
import { Features, HowItWorks } from "../components/landing/sections";
import { Logo, PRODUCT_NAME } from "../components/logo";
import { SentenceStart } from "../components/start/sentence-start";
import { buttonClass } from "../components/button-class";
import { useSession } from "../lib/session";

export const meta: MetaFunction = () => [
  { title: "AppForge — describe your app, AI agents build it" },
  {
    name: "description",
    content:
      "Describe your application in a guided 12-step wizard; six agents plan it, write its code (built-in generators, or a language model when one is configured), check it and prepare its deployment, and the preview runs the generated app in your browser.",
  },
];

function SiteHeader() {
  // On the server (and before the session is restored) user is null, so the signed-out links render first.
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only"> home</span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          {user ? (
            <Link to="/dashboard" className={buttonClass("primary", "whitespace-nowrap")}>
              Go to dashboard
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonClass("ghost", "whitespace-nowrap px-3")}>
                Sign in
              </Link>
              {/* Quieter than the sentence box's button: the page has one primary action. */}
              <Link to="/register" className={buttonClass("secondary", "whitespace-nowrap px-3 sm:px-4")}>
                Get started
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

/** A white call-to-action button for use on the brand gradient (the closing section's, below the first screen). */
const LIGHT_BUTTON =
  "inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-700 transition-colors hover:bg-brand-50";

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-violet-700 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-80 w-80 rounded-full bg-violet-400/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-24 h-96 w-96 rounded-full bg-brand-500/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium ring-1 ring-white/20">
            <span className="h-1.5 w-1.5 rounded-full bg-emerald-300" aria-hidden="true" />
            AI agents that plan, build and check
          </p>
          <h1 id="hero-title" className="mt-6 text-3xl font-extrabold tracking-tight min-[400px]:text-4xl sm:text-5xl">
            Describe your app.
            <span className="block text-brand-100">AI agents build it.</span>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-7 text-brand-50/90 sm:text-lg sm:leading-8">
            Tell {PRODUCT_NAME} what you want in a guided wizard. Six agents plan the app and write it, with built-in
            generators or a language model when one is configured, check it and prepare its deployment; the preview
            runs its screens against a backend generated from the same design.
          </p>
          <SentenceStart place="landing" />
          {/* The sentence box is the one primary action; the other ways in are plain links. */}
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            <Link to="/register" className="rounded text-white underline decoration-white/50 underline-offset-4 hover:decoration-white">
              Or start with the guided wizard
            </Link>
            <a href="#how-it-works" className="rounded text-white underline decoration-white/50 underline-offset-4 hover:decoration-white">
              See how it works
            </a>
          </p>
        </div>
        <div className="flex flex-col items-center gap-8 lg:items-end">
          <HeroFacts />
          <ProductShot />
        </div>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-r from-brand-600 to-violet-600 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Your next app is one description away
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-50/90">
          Create an account, answer the wizard and let the agents get to work. You stay in control of scope and spend.
        </p>
        <Link
          to="/register"
          className={`${LIGHT_BUTTON} mt-8`}
        >
          Create your free account
        </Link>
      </div>
    </section>
  );
}

function SiteFooter() {
  const year = new Date().getFullYear();
  const linkClass = "rounded text-slate-600 hover:text-brand-700";
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <Logo />
          <p className="mt-2 text-sm text-slate-500">Describe your app. AI agents build it.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link to="/terms" className={linkClass}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-500 sm:px-6">
          &copy; {year} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

export default function Index() {
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip bg-white">
      <SiteHeader />
      <main className="flex-1">
        <Hero />
        <Features />
        <HowItWorks />
        <CallToAction />
      </main>
      <SiteFooter />
    </div>
  );
}
