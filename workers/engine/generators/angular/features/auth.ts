import type { AppModel } from "../../../model";
import { code, literal, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import { templateText } from "../../template-texts";

const field = (id: string, label: string, type: string, autocomplete: string) => `
          <div class="field">
            <label for="${id}" class="required">${label}</label>
            <input id="${id}" type="${type}" autocomplete="${autocomplete}" required [value]="${id}()" (input)="${id}.set(valueOf($event))" />
          </div>`;

function screen(model: AppModel, kind: "login" | "register"): string {
  const login = kind === "login";
  const title = login ? `Sign in to ${model.name}` : `Create your ${model.name} account`;
  return `
import { ChangeDetectionStrategy, Component, inject, input, signal } from "@angular/core";
import { Router, RouterLink } from "@angular/router";
import { ErrorMessage } from "../components/error-message";
import { valueOf } from "../components/events";
import { AuthService } from "./auth.service";

@Component({
  selector: "app-${login ? "login" : "register"}-screen",
  imports: [ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    <main class="app-main">
      <section class="screen">
        <h1>{{ title }}</h1>
        <app-error-message [error]="error()" />
        <form class="form card" (submit)="submit($event)">${login ? "" : field("name", "Name", "text", "name")}${field("email", "Email", "email", "email")}${field("password", "Password", "password", login ? "current-password" : "new-password")}
          <button type="submit" class="button" [disabled]="busy()">${login ? "Sign in" : "Create account"}</button>
        </form>
        <p>${login ? `New here? <a routerLink="/register">Create an account</a>` : `Already have an account? <a routerLink="/login">Sign in</a>`}</p>
      </section>
    </main>
  \`,
})
export class ${login ? "LoginScreen" : "RegisterScreen"} {
  /** Where to go once signed in (?from=, set when a screen asked for sign-in). */
  readonly from = input<string>();
  protected readonly title = ${literal(title)};
${login ? "" : `  protected readonly name = signal("");\n`}  protected readonly email = signal("");
  protected readonly password = signal("");
  protected readonly error = signal<unknown>(null);
  protected readonly busy = signal(false);
  protected readonly valueOf = valueOf;
  private readonly auth = inject(AuthService);
  private readonly router = inject(Router);

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    this.busy.set(true);
    this.error.set(null);
    try {
      await ${login ? "this.auth.signIn(this.email(), this.password())" : "this.auth.register(this.name(), this.email(), this.password())"};
      const from = this.from();
      await this.router.navigateByUrl(from?.startsWith("/") ? from : "/", { replaceUrl: true });
    } catch (failure) {
      this.error.set(failure);
      this.busy.set(false);
    }
  }
}
`;
}

const authTest = (model: AppModel) => `
import { ChangeDetectionStrategy, Component } from "@angular/core";
import type { Routes } from "@angular/router";
import { fireEvent, screen } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { LoginScreen } from "./login-screen";
import { RegisterScreen } from "./register-screen";
import { requireAuth } from "./require-auth";

@Component({ selector: "app-signed-in", changeDetection: ChangeDetectionStrategy.OnPush, template: "<p>Signed in</p>" })
class SignedIn {}

const ROUTES: Routes = [
  { path: "login", component: LoginScreen },
  { path: "register", component: RegisterScreen },
  { path: "", pathMatch: "full", component: SignedIn, canActivate: [requireAuth] },
];

const session = { token: "token-1", user: { id: "u1", name: "Ada", email: "ada@example.com", role: "owner" } };

describe("signing in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("sends a visitor to the sign-in screen", async () => {
    stubApi();
    await openAt("/", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: ${literal(`Sign in to ${model.name}`)} })).toBeTruthy();
  });

  it("signs in, keeps the token and opens the app", async () => {
    const calls = stubApi({}, { "POST /api/auth/login": session });
    await openAt("/login", ROUTES);
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.input(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/auth/login", body: { email: "ada@example.com" } });
    expect(tokenStore.get()).toBe("token-1");
  });

  it("creates an account", async () => {
    const calls = stubApi({}, { "POST /api/auth/register": session });
    await openAt("/register", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: ${literal(`Create your ${model.name} account`)} })).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.input(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: "/api/auth/register", body: { name: "Ada" } });
  });

  it("keeps a stored session when the server knows the token", async () => {
    tokenStore.set("token-1");
    stubApi({}, { "GET /api/auth/me": session.user });
    await openAt("/", ROUTES);
    expect(await screen.findByText("Signed in")).toBeTruthy();
  });
});
`;

export const authAngular: AngularFeature = {
  feature: "auth",
  emitter: frontendFeatureEmitter("auth", {
    name: "Sign-in & registration screens",
    description: "Sign-in and registration screens, the session kept across reloads, and every app screen behind sign-in.",
    systemIds: ["SYS-auth"],
    emit: (model) => [
      code("frontend/src/app/auth/auth.service.ts", "frontend", templateText("angular/templates/frontend/src/app/auth/auth.service.ts")),
      code("frontend/src/app/auth/require-auth.ts", "frontend", templateText("angular/templates/frontend/src/app/auth/require-auth.ts")),
      code("frontend/src/app/auth/login-screen.ts", "frontend", screen(model, "login")),
      code("frontend/src/app/auth/register-screen.ts", "frontend", screen(model, "register")),
      test("frontend/src/app/auth/auth.spec.ts", authTest(model)),
    ],
  }),
  routes: {
    imports: [
      `import { LoginScreen } from "./auth/login-screen";`,
      `import { RegisterScreen } from "./auth/register-screen";`,
      `import { requireAuth } from "./auth/require-auth";`,
    ],
    open: [`{ path: "login", component: LoginScreen }`, `{ path: "register", component: RegisterScreen }`],
  },
};
