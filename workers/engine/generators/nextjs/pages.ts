import type { Feature } from "../../../contract/project-options";
import type { AppModel, Entity } from "../../model";
import { code, lines } from "../files";
import { uiNames } from "../shared/frontend/names";
import type { EmitterDefinition, GeneratedFile } from "../types";

/** One App Router page: a thin client page that shows one of the shared screens. */
export interface NextPage {
  /** The path pattern, as the folders under src/app spell it: "/orders/[id]". */
  route: string;
  /** Outside the signed-in layout (sign-in, registration). */
  open: boolean;
  /** The page component's name ("OrdersPage"). */
  name: string;
  /** The screen component it shows, and the module it comes from ("@/screens/orders/OrdersList"). */
  screen: string;
  from: string;
}

/**
 * A feature's Next.js side: its emitter (screens, pages, tests), and what it adds to the shell: a provider
 * around every screen (the session) and elements beside them (a page-view tracker), both in src/app/providers.tsx.
 */
export interface NextFeature {
  feature: Feature;
  emitter: EmitterDefinition;
  pages?: NextPage[];
  provider?: { import: string; component: string };
  beside?: { import: string; element: string };
}

/** Where a page lives: signed-in screens in the (app) group, whose layout is the navigation frame. */
export const pagePath = (page: NextPage) => `frontend/src/app${page.open ? "" : "/(app)"}${page.route}/page.tsx`;

/** The module a test imports the page from, relative to src/app. */
export const pageModule = (page: NextPage) => `./${page.open ? page.route.slice(1) : `(app)${page.route}`}/page`;

export function pageFile(page: NextPage): GeneratedFile {
  return code(
    pagePath(page),
    "frontend",
    lines(
      // The screens keep their state in the browser (records, forms, the session): a client page shows one.
      `"use client";`,
      "",
      `import { ${page.screen} } from ${JSON.stringify(page.from)};`,
      "",
      `/** ${page.route} */`,
      `export default function ${page.name}() {`,
      `  return <${page.screen} />;`,
      "}",
    ),
  );
}

/** An entity's two pages: its list and one record (/<route>/new creates one). */
export function entityPages(entity: Entity): NextPage[] {
  const names = uiNames(entity);
  return [
    { route: `/${entity.route}`, open: false, name: `${entity.plural}Page`, screen: names.list, from: `@/${names.folder}/${names.list}` },
    { route: `/${entity.route}/[id]`, open: false, name: `${entity.name}Page`, screen: names.detail, from: `@/${names.folder}/${names.detail}` },
  ];
}

/** A feature's page: a signed-in screen unless `open`. */
export const featurePage = (route: string, screen: string, from: string, open = false): NextPage => ({
  route,
  open,
  name: `${screen.replace(/Screen$/, "")}Page`,
  screen,
  from,
});

/** Every page of the app, given the chosen features' pages: what the contract test opens. */
export function allPages(model: AppModel, features: NextFeature[]): NextPage[] {
  return [...model.entities.flatMap(entityPages), ...features.flatMap((entry) => entry.pages ?? [])];
}
