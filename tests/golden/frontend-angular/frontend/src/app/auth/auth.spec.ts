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
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to Crumb & Co Bakery" })).toBeTruthy();
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
    expect(screen.getByRole("heading", { level: 1, name: "Create your Crumb & Co Bakery account" })).toBeTruthy();
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
