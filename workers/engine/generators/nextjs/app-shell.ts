import { DESIGN_OPTIONS, optionLabel } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import { code, lines, literal, test } from "../files";
import { navigationGroups } from "../shared/frontend/navigation";
import { layoutTest } from "../shared/react/layout-test";
import { menuState } from "../shared/react/layout-menu";
import { componentFiles } from "../shared/react/components";
import { LAYOUT_WORDS, responsiveWords, styleFiles } from "../shared/frontend/styles";
import { installableFiles, installableWords, isInstallable, MANIFEST_PATH, registrationModule, SVG_ICON_PATH, themeColour, TOUCH_ICON_PATH } from "../shared/frontend/installable";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { chosenNextFeatures } from "./features";
import { nextPackageFiles } from "./packaging";
import { NEXT_ROUTER, routingFiles } from "./routing";
import { templateText } from "../template-texts";

/** The API client calls /api on the app's own origin; next.config.mjs forwards it to the API. */
const NEXT_API_BASE = `/* /api on this origin: next.config.mjs forwards it to the API */ ""`;

/** The first screen: the dashboard, else the first list (as in the React frontend). */
export const startPath = (model: AppModel) =>
  model.screens.find((screen) => screen.kind === "dashboard" || screen.kind === "list")?.path ?? "/";

function layoutFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  const { main, more } = navigationGroups(model);
  const grouped = more.length > 0;
  const link = (indent: string) =>
    lines(
      `${indent}{items.map((item) => {`,
      `${indent}  const current = isCurrent(pathname, item.to);`,
      `${indent}  return (`,
      `${indent}    <Link`,
      `${indent}      key={item.to}`,
      `${indent}      href={item.to}`,
      `${indent}      className={current ? "active" : undefined}`,
      `${indent}      aria-current={current ? "page" : undefined}`,
      `${indent}      onClick={close}`,
      `${indent}    >`,
      `${indent}      {item.label}`,
      `${indent}    </Link>`,
      `${indent}  );`,
      `${indent}})}`,
    );
  return lines(
    `"use client";`,
    "",
    `import Link from "next/link";`,
    `import { usePathname } from "next/navigation";`,
    `import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";`,
    auth && `import { useAuth } from "@/auth/AuthContext";`,
    auth && `import { RequireAuth } from "@/auth/RequireAuth";`,
    "",
    `const NAVIGATION = ${JSON.stringify(main, null, 2)};`,
    grouped &&
      lines(
        "",
        `/** The rest of the navigation: behind "More" on a wide screen, after the others in the narrow screen's menu. */`,
        `const MORE_NAVIGATION = ${JSON.stringify(more, null, 2)};`,
      ),
    "",
    "const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);",
    "",
    "/** Links to screens, the current one marked. */",
    "function NavLinks({ items, pathname, close }: { items: typeof NAVIGATION; pathname: string; close: () => void }) {",
    "  return (",
    "    <>",
    link("      "),
    "    </>",
    "  );",
    "}",
    "",
    "/**",
    ` * The frame around every signed-in screen: the app's name, its navigation${auth ? ", the account" : ""}. On a narrow screen`,
    " * the navigation folds behind the Menu button. A menu stays open on the screen it was opened on: a link, the",
    " * browser's back button, a click outside the header or Escape closes it.",
    " */",
    `function Frame({ children }: { children: ReactNode }) {`,
    "  const pathname = usePathname();",
    auth && "  const { user, signOut } = useAuth();",
    menuState(grouped),
    "",
    "  return (",
    "    <>",
    `      <header className="app-header" ref={header} onKeyDown={closeOnEscape}>`,
    `        <Link href="/" className="brand">`,
    `          {${literal(model.name)}}`,
    "        </Link>",
    "        <button",
    "          ref={menuButton}",
    `          type="button"`,
    `          className="button secondary nav-toggle"`,
    "          aria-expanded={menuOpen}",
    `          aria-controls="app-nav"`,
    "          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}",
    "        >",
    "          Menu",
    "        </button>",
    `        <nav id="app-nav" aria-label="Main" className={menuOpen ? "app-nav open" : "app-nav"}>`,
    "          <NavLinks items={NAVIGATION} pathname={pathname} close={close} />",
    grouped &&
      lines(
        "          <div",
        `            className={["nav-more", moreOpen && "open", MORE_NAVIGATION.some((item) => isCurrent(pathname, item.to)) && "current"].filter(Boolean).join(" ")}`,
        "          >",
        "            <button",
        "              ref={moreButton}",
        `              type="button"`,
        `              className="nav-more-button"`,
        "              aria-expanded={moreOpen}",
        `              aria-controls="app-nav-more"`,
        "              onClick={() => setMoreOpenAt(moreOpen ? null : pathname)}",
        "            >",
        "              More",
        "            </button>",
        `            <div id="app-nav-more" className="nav-more-list">`,
        "              <NavLinks items={MORE_NAVIGATION} pathname={pathname} close={close} />",
        "            </div>",
        "          </div>",
      ),
    "        </nav>",
    auth &&
      lines(
        `        <div className="account">`,
        "          {user && (",
        "            <span className=\"account-name\" title={`${user.name} · ${user.role.replace(/_/g, \" \")}`}>",
        "              {user.name} · {user.role.replace(/_/g, \" \")}",
        "            </span>",
        "          )}",
        `          <button type="button" className="button secondary" onClick={signOut}>`,
        "            Sign out",
        "          </button>",
        "        </div>",
      ),
    "      </header>",
    `      <main className="app-main">{children}</main>`,
    "    </>",
    "  );",
    "}",
    "",
    auth
      ? "/** Signed-in screens: visitors are sent to sign in first. */"
      : "/** The signed-in screens' layout (src/app/(app)/layout.tsx) and the not-found page's. */",
    "export function Layout({ children }: { children: ReactNode }) {",
    auth
      ? lines("  return (", "    <RequireAuth>", "      <Frame>{children}</Frame>", "    </RequireAuth>", "  );")
      : "  return <Frame>{children}</Frame>;",
    "}",
  );
}

function rootLayout(model: AppModel): string {
  const installable = isInstallable(model);
  return lines(
    `import type { Metadata${installable ? ", Viewport" : ""} } from "next";`,
    `import type { ReactNode } from "react";`,
    `import { Providers } from "./providers";`,
    installable && `import { ServiceWorker } from "../components/ServiceWorker";`,
    `import "../theme/tokens.css";`,
    `import "../styles.css";`,
    model.features.includes("mobile-responsive") && `import "../responsive.css";`,
    "",
    "export const metadata: Metadata = {",
    `  title: ${literal(model.name)},`,
    `  description: ${literal(model.description || model.name)},`,
    installable
      ? lines(`  manifest: ${literal(MANIFEST_PATH)},`, `  icons: { icon: ${literal(SVG_ICON_PATH)}, apple: ${literal(TOUCH_ICON_PATH)} },`)
      : // No favicon to fetch: the app ships no assets.
        `  icons: { icon: "data:," },`,
    "};",
    installable && lines("", `export const viewport: Viewport = { themeColor: ${literal(themeColour(model))} };`),
    "",
    "/** The document every page renders in. Fonts are the system's: nothing is fetched from elsewhere. */",
    "export default function RootLayout({ children }: { children: ReactNode }) {",
    "  return (",
    `    <html lang="en">`,
    "      <body>",
    "        <Providers>{children}</Providers>",
    installable && "        <ServiceWorker />",
    "      </body>",
    "    </html>",
    "  );",
    "}",
  );
}

function providersFile(model: AppModel): string {
  const features = chosenNextFeatures(model);
  const providers = features.flatMap((entry) => (entry.provider ? [entry.provider] : []));
  const beside = features.flatMap((entry) => (entry.beside ? [entry.beside] : []));
  const open = providers.map((provider) => `<${provider.component}>`).join("");
  const close = [...providers].reverse().map((provider) => `</${provider.component}>`).join("");
  const inner = [...beside.map((entry) => entry.element), "{children}"].join("");
  return lines(
    `"use client";`,
    "",
    `import type { ReactNode } from "react";`,
    ...providers.map((provider) => provider.import),
    ...beside.map((entry) => entry.import),
    "",
    "/** What surrounds every page in the browser" + (providers.length > 0 || beside.length > 0 ? ": the session and trackers." : ".") + " */",
    "export function Providers({ children }: { children: ReactNode }) {",
    open || beside.length > 0 ? `  return ${open || "<>"}${inner}${close || "</>"};` : "  return <>{children}</>;",
    "}",
  );
}

const homePage = (model: AppModel) => `
import { redirect } from "next/navigation";

/** / opens the first screen. */
export default function HomePage() {
  redirect(${literal(startPath(model))});
}
`;

/** Registers the service worker once the page is in the browser (public/sw.js keeps the app's shell). */
const serviceWorkerComponent = lines(
  `"use client";`,
  "",
  `import { useEffect } from "react";`,
  "",
  registrationModule(`process.env.NODE_ENV === "production"`),
  "",
  "/** Renders nothing: registers the service worker after the first render. */",
  "export function ServiceWorker() {",
  "  useEffect(registerServiceWorker, []);",
  "  return null;",
  "}",
);

export function nextShellFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/${path}`, "frontend", content);
  return [
    ...nextPackageFiles(model),
    ...styleFiles(model),
    ...componentFiles(model, NEXT_ROUTER, NEXT_API_BASE),
    ...routingFiles(),
    ui("components/Layout.tsx", layoutFile(model)),
    test("frontend/src/components/Layout.test.tsx", layoutTest(model, "next")),
    ui("app/layout.tsx", rootLayout(model)),
    ui("app/providers.tsx", providersFile(model)),
    ui("app/(app)/layout.tsx", templateText("nextjs/templates/frontend/src/app/(app)/layout.tsx")),
    // Outside the (app) group: the server answers / with a redirect before any frame renders.
    ui("app/page.tsx", homePage(model)),
    ui("app/not-found.tsx", templateText("nextjs/templates/frontend/src/app/not-found.tsx")),
    ...installableFiles(model),
    ...(isInstallable(model) ? [ui("components/ServiceWorker.tsx", serviceWorkerComponent)] : []),
  ];
}

export const nextAppShell: EmitterDefinition = {
  id: "app-shell",
  agent: "frontend",
  name: (model) => `App shell & design system (${optionLabel(DESIGN_OPTIONS, model.design)})`,
  description: (model) =>
    `A Next.js (App Router) + TypeScript app with the ${model.design} design tokens, ${LAYOUT_WORDS}, ` +
    `a page for every screen, /api forwarded to the API, and the shared table, form and API client the screens are built from.${responsiveWords(model)}${installableWords(model)}`,
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { features: ["mobile-responsive"], messagesFor: [] },
  emit: nextShellFiles,
};
