import { DESIGN_OPTIONS, optionLabel } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import { code, lines, literal } from "../files";
import { navigation } from "../shared/frontend/navigation";
import { baseStyles, responsiveStyles } from "../shared/frontend/styles";
import { themeFile } from "../shared/frontend/theme";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { componentFiles } from "./components";
import type { AngularFeature } from "./feature";
import { ANGULAR_FEATURES } from "./features";
import { APP, ngNames } from "./names";
import { angularPackageFiles } from "./packaging";
import mainFile from "./templates/frontend/src/main.ts?raw";

export const chosenAngularFeatures = (model: AppModel): AngularFeature[] =>
  ANGULAR_FEATURES.filter((entry) => model.features.includes(entry.feature));

/**
 * Angular renders components inside their own elements: the shell's two are blocks, and the parts placed
 * in a screen's or a field's grid leave no box of their own (an empty error message adds no gap, a select
 * fills its field as in the other frontends).
 */
const hostStyles = `
app-root,
app-layout {
  display: block;
}

app-error-message,
app-entity-table,
app-entity-form,
app-reference-select {
  display: contents;
}
`;

function layoutFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  const responsive = model.features.includes("mobile-responsive");
  const core = ["ChangeDetectionStrategy", "Component", ...(auth ? ["inject"] : []), ...(responsive ? ["signal"] : [])];
  const router = [...(auth ? ["Router"] : []), "RouterLink", "RouterLinkActive", "RouterOutlet"];
  return lines(
    `import { ${core.join(", ")} } from "@angular/core";`,
    `import { ${router.join(", ")} } from "@angular/router";`,
    auth && `import { AuthService } from "../auth/auth.service";`,
    "",
    `const NAVIGATION = ${JSON.stringify(navigation(model), null, 2)};`,
    "",
    `/** The frame around every${auth ? " signed-in" : ""} screen: the app's name, its navigation${auth ? ", the account" : ""}. */`,
    "@Component({",
    `  selector: "app-layout",`,
    "  imports: [RouterLink, RouterLinkActive, RouterOutlet],",
    "  changeDetection: ChangeDetectionStrategy.OnPush,",
    "  template: `",
    `    <header class="app-header">`,
    `      <a routerLink="/" class="brand">{{ appName }}</a>`,
    responsive &&
      lines(
        `      <button type="button" class="button secondary nav-toggle" [attr.aria-expanded]="menuOpen()" (click)="menuOpen.set(!menuOpen())">`,
        "        Menu",
        "      </button>",
      ),
    `      <nav aria-label="Main" class="app-nav"${responsive ? ` [class.open]="menuOpen()"` : ""}>`,
    "        @for (item of navigation; track item.to) {",
    responsive
      ? `          <a [routerLink]="item.to" routerLinkActive="active" (click)="menuOpen.set(false)">{{ item.label }}</a>`
      : `          <a [routerLink]="item.to" routerLinkActive="active">{{ item.label }}</a>`,
    "        }",
    "      </nav>",
    auth &&
      lines(
        `      <div class="account">`,
        "        <span>{{ auth.user()?.name }} · {{ role() }}</span>",
        `        <button type="button" class="button secondary" (click)="signOut()">Sign out</button>`,
        "      </div>",
      ),
    "    </header>",
    `    <main class="app-main">`,
    "      <router-outlet />",
    "    </main>",
    "  `,",
    "})",
    "export class Layout {",
    `  protected readonly appName = ${literal(model.name)};`,
    "  protected readonly navigation = NAVIGATION;",
    responsive && "  protected readonly menuOpen = signal(false);",
    auth &&
      lines(
        "  protected readonly auth = inject(AuthService);",
        "  private readonly router = inject(Router);",
        "",
        "  /** The signed-in account's role, as words. */",
        "  protected role(): string {",
        `    return this.auth.user()?.role.replace(/_/g, " ") ?? "";`,
        "  }",
        "",
        "  protected signOut(): void {",
        "    this.auth.signOut();",
        `    void this.router.navigateByUrl("/login");`,
        "  }",
      ),
    "}",
  );
}

function routesFile(model: AppModel): string {
  const features = chosenAngularFeatures(model);
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  const auth = model.features.includes("auth");
  const start = model.screens.find((screen) => screen.kind === "dashboard" || screen.kind === "list")?.path ?? "/";
  return lines(
    `import type { Routes } from "@angular/router";`,
    `import { NotFound } from "./components/not-found";`,
    `import { Layout } from "./layout/layout";`,
    ...model.entities.flatMap((entity) => {
      const names = ngNames(entity);
      return [
        `import { ${names.detail} } from "./${names.folder}/${names.detailFile}";`,
        `import { ${names.list} } from "./${names.folder}/${names.listFile}";`,
      ];
    }),
    ...routes.flatMap((entry) => entry.imports),
    "",
    `/** Every screen of ${model.name.replace(/\*\//g, "")}, by path. */`,
    "export const routes: Routes = [",
    ...routes.flatMap((entry) => entry.open ?? []).map((line) => `  ${line},`),
    "  {",
    `    path: "",`,
    "    component: Layout,",
    auth && "    canActivate: [requireAuth],",
    auth && "    canActivateChild: [requireAuth],",
    "    children: [",
    ...(start === "/" ? [] : [`      { path: "", pathMatch: "full", redirectTo: ${literal(start)} },`]),
    ...model.entities.flatMap((entity) => {
      const names = ngNames(entity);
      return [
        `      { path: ${literal(entity.route)}, component: ${names.list} },`,
        `      { path: ${literal(`${entity.route}/:id`)}, component: ${names.detail} },`,
      ];
    }),
    ...routes.flatMap((entry) => entry.inside ?? []).map((line) => `      ${line},`),
    `      { path: "**", component: NotFound },`,
    "    ],",
    "  },",
    "];",
  );
}

function configFile(model: AppModel): string {
  const providers = chosenAngularFeatures(model).flatMap((entry) => (entry.providers ? [entry.providers] : []));
  return lines(
    `import { provideBrowserGlobalErrorListeners, provideZonelessChangeDetection, type ApplicationConfig } from "@angular/core";`,
    `import { routes } from "./app.routes";`,
    `import { provideAppRouter } from "./routing";`,
    ...providers.flatMap((entry) => entry.imports),
    "",
    "/** The app's providers: zoneless change detection (signals drive the screens) and the router. */",
    "export const appConfig: ApplicationConfig = {",
    "  providers: [",
    "    provideBrowserGlobalErrorListeners(),",
    "    provideZonelessChangeDetection(),",
    "    provideAppRouter(routes),",
    ...providers.flatMap((entry) => entry.providers).map((line) => `    ${line},`),
    "  ],",
    "};",
  );
}

const appFile = `
import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterOutlet } from "@angular/router";

/** The root: the screen of the current path (inside the layout, or sign-in on its own). */
@Component({
  selector: "app-root",
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: "<router-outlet />",
})
export class App {}
`;

export function shellFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`${APP}/${path}`, "frontend", content);
  return [
    ...angularPackageFiles(model),
    themeFile(model),
    code("frontend/src/styles.css", "frontend", `${baseStyles}${hostStyles}`),
    ...(model.features.includes("mobile-responsive") ? [code("frontend/src/responsive.css", "frontend", responsiveStyles)] : []),
    ...componentFiles(model),
    ui("layout/layout.ts", layoutFile(model)),
    ui("app.routes.ts", routesFile(model)),
    ui("app.config.ts", configFile(model)),
    ui("app.ts", appFile),
    code("frontend/src/main.ts", "frontend", mainFile),
  ];
}

export const angularAppShell: EmitterDefinition = {
  id: "app-shell",
  agent: "frontend",
  name: (model) => `App shell & design system (${optionLabel(DESIGN_OPTIONS, model.design)})`,
  description: (model) =>
    `An Angular + TypeScript app (standalone components, signals) with the ${model.design} design tokens, the layout ` +
    "and navigation, routes for every screen, and the shared table, form and API client the screens are built from.",
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { features: ["mobile-responsive"], messagesFor: [] },
  emit: shellFiles,
};
