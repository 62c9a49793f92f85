import { DESIGN_OPTIONS, optionLabel } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import { code, lines, literal, test } from "../files";
import { navigationGroups } from "../shared/frontend/navigation";
import { baseStyles, LAYOUT_WORDS, responsiveStyles, responsiveWords } from "../shared/frontend/styles";
import { themeFile } from "../shared/frontend/theme";
import { installableWords, isInstallable } from "../shared/frontend/installable";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { componentFiles } from "./components";
import type { AngularFeature } from "./feature";
import { ANGULAR_FEATURES } from "./features";
import { APP, ngNames } from "./names";
import { angularLayoutTest } from "./layout-test";
import { angularPackageFiles } from "./packaging";
import { templateText } from "../template-texts";

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
  const { main, more } = navigationGroups(model);
  const grouped = more.length > 0;
  const core = ["ChangeDetectionStrategy", "Component", "ElementRef", "inject", "signal", "viewChild"];
  const link = (list: string) =>
    lines(
      `        @for (item of ${list}; track item.to) {`,
      `          <a [routerLink]="item.to" routerLinkActive="active" ariaCurrentWhenActive="page" (click)="closeMenus()">{{ item.label }}</a>`,
      "        }",
    );
  return lines(
    `import { ${core.join(", ")} } from "@angular/core";`,
    `import { takeUntilDestroyed } from "@angular/core/rxjs-interop";`,
    `import { NavigationEnd, Router, RouterLink, RouterLinkActive, RouterOutlet } from "@angular/router";`,
    `import { filter } from "rxjs";`,
    auth && `import { AuthService } from "../auth/auth.service";`,
    "",
    `const NAVIGATION = ${JSON.stringify(main, null, 2)};`,
    grouped &&
      lines(
        "",
        `/** The rest of the navigation: behind "More" on a wide screen, after the others in the narrow screen's menu. */`,
        `const MORE_NAVIGATION = ${JSON.stringify(more, null, 2)};`,
      ),
    "",
    "/**",
    ` * The frame around every${auth ? " signed-in" : ""} screen: the app's name, its navigation${auth ? ", the account" : ""}. On a narrow`,
    " * screen the navigation folds behind the Menu button. A link, the browser's back button, a click outside the",
    " * header or Escape closes an open menu.",
    " */",
    "@Component({",
    `  selector: "app-layout",`,
    "  imports: [RouterLink, RouterLinkActive, RouterOutlet],",
    "  changeDetection: ChangeDetectionStrategy.OnPush,",
    `  host: { "(document:pointerdown)": "closeOutside($event)" },`,
    "  template: `",
    `    <header #header class="app-header" (keydown.escape)="closeOnEscape()">`,
    `      <a routerLink="/" class="brand">{{ appName }}</a>`,
    "      <button",
    "        #menuButton",
    `        type="button"`,
    `        class="button secondary nav-toggle"`,
    `        [attr.aria-expanded]="menuOpen()"`,
    `        aria-controls="app-nav"`,
    `        (click)="menuOpen.set(!menuOpen())"`,
    "      >",
    "        Menu",
    "      </button>",
    `      <nav id="app-nav" aria-label="Main" class="app-nav" [class.open]="menuOpen()">`,
    link("navigation"),
    grouped &&
      lines(
        `        <div class="nav-more" [class.open]="moreOpen()" routerLinkActive="current">`,
        "          <button",
        "            #moreButton",
        `            type="button"`,
        `            class="nav-more-button"`,
        `            [attr.aria-expanded]="moreOpen()"`,
        `            aria-controls="app-nav-more"`,
        `            (click)="moreOpen.set(!moreOpen())"`,
        "          >",
        "            More",
        "          </button>",
        `          <div id="app-nav-more" class="nav-more-list">`,
        link("moreNavigation").replace(/^/gm, "    "),
        "          </div>",
        "        </div>",
      ),
    "      </nav>",
    auth &&
      lines(
        `      <div class="account">`,
        "        @if (auth.user(); as user) {",
        `          <span class="account-name" [title]="user.name + ' · ' + role()">{{ user.name }} · {{ role() }}</span>`,
        "        }",
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
    grouped && "  protected readonly moreNavigation = MORE_NAVIGATION;",
    "  protected readonly menuOpen = signal(false);",
    grouped && "  protected readonly moreOpen = signal(false);",
    auth && "  protected readonly auth = inject(AuthService);",
    "  private readonly router = inject(Router);",
    `  private readonly header = viewChild.required<ElementRef<HTMLElement>>("header");`,
    `  private readonly menuButton = viewChild.required<ElementRef<HTMLButtonElement>>("menuButton");`,
    grouped && `  private readonly moreButton = viewChild.required<ElementRef<HTMLButtonElement>>("moreButton");`,
    "",
    "  constructor() {",
    "    // A new screen closes the menus (a link in them, or the browser's back button).",
    "    this.router.events",
    "      .pipe(",
    "        filter((event) => event instanceof NavigationEnd),",
    "        takeUntilDestroyed(),",
    "      )",
    "      .subscribe(() => this.closeMenus());",
    "  }",
    "",
    "  protected closeMenus(): void {",
    "    this.menuOpen.set(false);",
    grouped && "    this.moreOpen.set(false);",
    "  }",
    "",
    "  protected closeOutside(event: Event): void {",
    "    if (!this.header().nativeElement.contains(event.target as Node)) this.closeMenus();",
    "  }",
    "",
    "  /** Escape closes the open menu and gives the focus back to its button. */",
    "  protected closeOnEscape(): void {",
    grouped
      ? lines(
          "    if (this.moreOpen()) {",
          "      this.moreOpen.set(false);",
          "      this.moreButton().nativeElement.focus();",
          "    } else if (this.menuOpen()) {",
          "      this.menuOpen.set(false);",
          "      this.menuButton().nativeElement.focus();",
          "    }",
        )
      : lines("    if (!this.menuOpen()) return;", "    this.menuOpen.set(false);", "    this.menuButton().nativeElement.focus();"),
    "  }",
    auth &&
      lines(
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
    code("frontend/src/styles.css", "frontend", `${baseStyles()}${hostStyles}`),
    ...(model.features.includes("mobile-responsive") ? [code("frontend/src/responsive.css", "frontend", responsiveStyles())] : []),
    ...componentFiles(model),
    ui("layout/layout.ts", layoutFile(model)),
    test(`${APP}/layout/layout.spec.ts`, angularLayoutTest(model)),
    ui("app.routes.ts", routesFile(model)),
    ui("app.config.ts", configFile(model)),
    ui("app.ts", appFile),
    code("frontend/src/main.ts", "frontend", isInstallable(model) ? installableMain() : templateText("angular/templates/frontend/src/main.ts")),
  ];
}

/** main.ts of an installable app: the service worker is registered once the app has started. */
const installableMain = () => `${templateText("angular/templates/frontend/src/main.ts")
  .replace(/^(import .*\n)+/, (imports) => `${imports}import { registerServiceWorker } from "./service-worker";\n`)
  .trimEnd()}\nregisterServiceWorker();\n`;

export const angularAppShell: EmitterDefinition = {
  id: "app-shell",
  agent: "frontend",
  name: (model) => `App shell & design system (${optionLabel(DESIGN_OPTIONS, model.design)})`,
  description: (model) =>
    `An Angular + TypeScript app (standalone components, signals) with the ${model.design} design tokens, ${LAYOUT_WORDS}, ` +
    `routes for every screen, and the shared table, form and API client the screens are built from.${responsiveWords(model)}${installableWords(model)}`,
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { features: ["mobile-responsive"], messagesFor: [] },
  emit: shellFiles,
};
