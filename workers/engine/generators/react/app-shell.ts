import { DESIGN_OPTIONS, optionLabel } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import { code, lines, literal, test } from "../files";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { componentFiles } from "../shared/react/components";
import type { FrontendFeature } from "../shared/frontend/feature";
import { FRONTEND_FEATURES } from "../shared/react/features";
import { uiNames } from "../shared/frontend/names";
import { navigationGroups } from "../shared/frontend/navigation";
import { layoutTest } from "../shared/react/layout-test";
import { menuState } from "../shared/react/layout-menu";
import { frontendPackageFiles } from "./packaging";
import { LAYOUT_WORDS, responsiveWords, styleFiles } from "../shared/frontend/styles";
import { installableWords, isInstallable } from "../shared/frontend/installable";

export const chosenFrontendFeatures = (model: AppModel): FrontendFeature[] =>
  FRONTEND_FEATURES.filter((entry) => model.features.includes(entry.feature));

function layoutFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  const { main, more } = navigationGroups(model);
  const grouped = more.length > 0;
  return lines(
    `import { useEffect, useRef, useState, type KeyboardEvent } from "react";`,
    `import { NavLink, Outlet, useLocation } from "react-router-dom";`,
    auth && `import { useAuth } from "../auth/AuthContext";`,
    "",
    `const NAVIGATION = ${JSON.stringify(main, null, 2)};`,
    grouped &&
      lines(
        "",
        `/** The rest of the navigation: behind "More" on a wide screen, after the others in the narrow screen's menu. */`,
        `const MORE_NAVIGATION = ${JSON.stringify(more, null, 2)};`,
        "",
        "const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);",
      ),
    "",
    "/**",
    ` * The frame around every signed-in screen: the app's name, its navigation${auth ? ", the account" : ""}. On a narrow screen`,
    " * the navigation folds behind the Menu button. A menu stays open on the screen it was opened on: a link, the",
    " * browser's back button, a click outside the header or Escape closes it.",
    " */",
    "export function Layout() {",
    auth && "  const { user, signOut } = useAuth();",
    "  const { pathname } = useLocation();",
    menuState(grouped),
    "",
    "  return (",
    "    <>",
    `      <header className="app-header" ref={header} onKeyDown={closeOnEscape}>`,
    `        <NavLink to="/" className="brand">`,
    `          {${literal(model.name)}}`,
    "        </NavLink>",
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
    "          {NAVIGATION.map((item) => (",
    "            <NavLink key={item.to} to={item.to} onClick={close}>",
    "              {item.label}",
    "            </NavLink>",
    "          ))}",
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
        "              {MORE_NAVIGATION.map((item) => (",
        "                <NavLink key={item.to} to={item.to} onClick={close}>",
        "                  {item.label}",
        "                </NavLink>",
        "              ))}",
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
    `      <main className="app-main">`,
    "        <Outlet />",
    "      </main>",
    "    </>",
    "  );",
    "}",
  );
}

function appFile(model: AppModel): string {
  const features = chosenFrontendFeatures(model);
  const app = features.flatMap((entry) => (entry.app ? [entry.app] : []));
  const auth = model.features.includes("auth");
  const start = model.screens.find((screen) => screen.kind === "dashboard" || screen.kind === "list")?.path ?? "/";
  const beside = app.flatMap((entry) => entry.beside ?? []);
  const routes = lines(
    "    <Routes>",
    ...app.flatMap((entry) => entry.open ?? []).map((line) => `      ${line}`),
    auth ? `      <Route element={<RequireAuth><Layout /></RequireAuth>}>` : "      <Route element={<Layout />}>",
    `        <Route index element={<Navigate to=${literal(start)} replace />} />`,
    ...model.entities.flatMap((entity) => {
      const names = uiNames(entity);
      return [
        `        <Route path="/${entity.route}" element={<${names.list} />} />`,
        `        <Route path="/${entity.route}/:id" element={<${names.detail} />} />`,
      ];
    }),
    ...app.flatMap((entry) => entry.routes ?? []).map((line) => `        ${line}`),
    `        <Route path="*" element={<NotFound />} />`,
    "      </Route>",
    "    </Routes>",
  );
  return lines(
    `import { Navigate, Route, Routes } from "react-router-dom";`,
    `import { Layout } from "./components/Layout";`,
    `import { NotFound } from "./components/NotFound";`,
    ...model.entities.flatMap((entity) => {
      const names = uiNames(entity);
      return [
        `import { ${names.detail} } from "./${names.folder}/${names.detail}";`,
        `import { ${names.list} } from "./${names.folder}/${names.list}";`,
      ];
    }),
    ...app.flatMap((entry) => entry.imports),
    "",
    `/** Every screen of ${model.name.replace(/\*\//g, "")}, by path. */`,
    "export function App() {",
    "  return (",
    beside.length > 0 ? lines("    <>", ...beside.map((line) => `      ${line}`), routes.replace(/^/gm, "  "), "    </>") : routes,
    "  );",
    "}",
  );
}

function mainFile(model: AppModel): string {
  const providers = chosenFrontendFeatures(model).flatMap((entry) => (entry.provider ? [entry.provider] : []));
  const open = providers.map((provider) => `<${provider.component}>`).join("");
  const close = [...providers].reverse().map((provider) => `</${provider.component}>`).join("");
  return lines(
    `import { StrictMode } from "react";`,
    `import { createRoot } from "react-dom/client";`,
    `import { BrowserRouter } from "react-router-dom";`,
    `import { App } from "./App";`,
    `import { ROUTER_FUTURE } from "./router-future";`,
    ...providers.map((provider) => provider.import),
    `import "./theme/tokens.css";`,
    `import "./styles.css";`,
    model.features.includes("mobile-responsive") && `import "./responsive.css";`,
    isInstallable(model) && `import { registerServiceWorker } from "./service-worker";`,
    "",
    `const root = document.getElementById("root");`,
    `if (!root) throw new Error("The page has no #root element");`,
    "",
    "createRoot(root).render(",
    "  <StrictMode>",
    "    <BrowserRouter future={ROUTER_FUTURE}>",
    `      ${open}<App />${close}`,
    "    </BrowserRouter>",
    "  </StrictMode>,",
    ");",
    isInstallable(model) && "registerServiceWorker();",
  );
}

export function shellFiles(model: AppModel): GeneratedFile[] {
  return [
    ...frontendPackageFiles(model),
    ...styleFiles(model),
    ...componentFiles(model),
    code("frontend/src/components/Layout.tsx", "frontend", layoutFile(model)),
    test("frontend/src/components/Layout.test.tsx", layoutTest(model, "react")),
    code("frontend/src/App.tsx", "frontend", appFile(model)),
    code("frontend/src/main.tsx", "frontend", mainFile(model)),
    code(
      "frontend/src/router-future.ts",
      "frontend",
      "/** React Router 7's behaviour, opted into now (the app and its tests route the same way). */\n" +
        "export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;",
    ),
  ];
}

export const reactAppShell: EmitterDefinition = {
  id: "app-shell",
  agent: "frontend",
  name: (model) => `App shell & design system (${optionLabel(DESIGN_OPTIONS, model.design)})`,
  description: (model) =>
    `A Vite + React + TypeScript app with the ${model.design} design tokens, ${LAYOUT_WORDS}, ` +
    `routing for every screen, and the shared table, form and API client the screens are built from.${responsiveWords(model)}${installableWords(model)}`,
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { features: ["mobile-responsive"], messagesFor: [] },
  emit: shellFiles,
};
