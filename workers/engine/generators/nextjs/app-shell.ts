import { DESIGN_OPTIONS, optionLabel } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import { code, lines, literal } from "../files";
import { navigation } from "../shared/frontend/navigation";
import { componentFiles } from "../shared/react/components";
import { styleFiles } from "../shared/frontend/styles";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { chosenNextFeatures } from "./features";
import { nextPackageFiles } from "./packaging";
import { NEXT_ROUTER, routingFiles } from "./routing";
import groupLayout from "./templates/frontend/src/app/(app)/layout.tsx?raw";
import notFoundPage from "./templates/frontend/src/app/not-found.tsx?raw";

/** The API client calls /api on the app's own origin; next.config.mjs forwards it to the API. */
const NEXT_API_BASE = `/* /api on this origin: next.config.mjs forwards it to the API */ ""`;

/** The first screen: the dashboard, else the first list (as in the React frontend). */
export const startPath = (model: AppModel) =>
  model.screens.find((screen) => screen.kind === "dashboard" || screen.kind === "list")?.path ?? "/";

function layoutFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  const responsive = model.features.includes("mobile-responsive");
  return lines(
    `"use client";`,
    "",
    `import Link from "next/link";`,
    `import { usePathname } from "next/navigation";`,
    responsive ? `import { useState, type ReactNode } from "react";` : `import type { ReactNode } from "react";`,
    auth && `import { useAuth } from "@/auth/AuthContext";`,
    auth && `import { RequireAuth } from "@/auth/RequireAuth";`,
    "",
    `const NAVIGATION = ${JSON.stringify(navigation(model), null, 2)};`,
    "",
    "const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);",
    "",
    `/** The frame around every signed-in screen: the app's name, its navigation${auth ? ", the account" : ""}. */`,
    `function Frame({ children }: { children: ReactNode }) {`,
    "  const pathname = usePathname();",
    auth && "  const { user, signOut } = useAuth();",
    responsive && "  const [menuOpen, setMenuOpen] = useState(false);",
    "  return (",
    "    <>",
    `      <header className="app-header">`,
    `        <Link href="/" className="brand">`,
    `          {${literal(model.name)}}`,
    "        </Link>",
    responsive &&
      lines(
        `        <button type="button" className="button secondary nav-toggle" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>`,
        "          Menu",
        "        </button>",
      ),
    `        <nav aria-label="Main" className=${responsive ? `{menuOpen ? "app-nav open" : "app-nav"}` : `"app-nav"`}>`,
    "          {NAVIGATION.map((item) => {",
    "            const current = isCurrent(pathname, item.to);",
    "            return (",
    "              <Link",
    "                key={item.to}",
    "                href={item.to}",
    `                className={current ? "active" : undefined}`,
    `                aria-current={current ? "page" : undefined}`,
    responsive && "                onClick={() => setMenuOpen(false)}",
    "              >",
    "                {item.label}",
    "              </Link>",
    "            );",
    "          })}",
    "        </nav>",
    auth &&
      lines(
        `        <div className="account">`,
        "          <span>{user ? `${user.name} · ${user.role.replace(/_/g, \" \")}` : null}</span>",
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
  return lines(
    `import type { Metadata } from "next";`,
    `import type { ReactNode } from "react";`,
    `import { Providers } from "./providers";`,
    `import "../theme/tokens.css";`,
    `import "../styles.css";`,
    model.features.includes("mobile-responsive") && `import "../responsive.css";`,
    "",
    "export const metadata: Metadata = {",
    `  title: ${literal(model.name)},`,
    `  description: ${literal(model.description || model.name)},`,
    // No favicon to fetch: the app ships no assets.
    `  icons: { icon: "data:," },`,
    "};",
    "",
    "/** The document every page renders in. Fonts are the system's: nothing is fetched from elsewhere. */",
    "export default function RootLayout({ children }: { children: ReactNode }) {",
    "  return (",
    `    <html lang="en">`,
    "      <body>",
    "        <Providers>{children}</Providers>",
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

export function nextShellFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/${path}`, "frontend", content);
  return [
    ...nextPackageFiles(model),
    ...styleFiles(model),
    ...componentFiles(model, NEXT_ROUTER, NEXT_API_BASE),
    ...routingFiles(),
    ui("components/Layout.tsx", layoutFile(model)),
    ui("app/layout.tsx", rootLayout(model)),
    ui("app/providers.tsx", providersFile(model)),
    ui("app/(app)/layout.tsx", groupLayout),
    // Outside the (app) group: the server answers / with a redirect before any frame renders.
    ui("app/page.tsx", homePage(model)),
    ui("app/not-found.tsx", notFoundPage),
  ];
}

export const nextAppShell: EmitterDefinition = {
  id: "app-shell",
  agent: "frontend",
  name: (model) => `App shell & design system (${optionLabel(DESIGN_OPTIONS, model.design)})`,
  description: (model) =>
    `A Next.js (App Router) + TypeScript app with the ${model.design} design tokens, the layout and navigation, ` +
    "a page for every screen, /api forwarded to the API, and the shared table, form and API client the screens are built from.",
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { features: ["mobile-responsive"], messagesFor: [] },
  emit: nextShellFiles,
};
