import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { renderAt, visited } from "../test/next-navigation";
import { stubApi } from "../test/stub-api";
import { AuthProvider } from "./AuthContext";
import { LoginScreen } from "./LoginScreen";
import { RegisterScreen } from "./RegisterScreen";
import { RequireAuth } from "./RequireAuth";

const session = { token: "token-1", user: { id: "u1", name: "Ada", email: "ada@example.com", role: "owner" } };

const ROUTES = {
  "/login": () => <LoginScreen />,
  "/register": () => <RegisterScreen />,
  "/": () => (
    <RequireAuth>
      <p>Signed in</p>
    </RequireAuth>
  ),
};

const open = (path: string) => renderAt(path, ROUTES, { wrapper: AuthProvider });

describe("signing in", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("sends a visitor to the sign-in screen", async () => {
    stubApi();
    open("/");
    expect(await screen.findByRole("heading", { name: "Sign in to Crumb & Co Bakery" })).toBeTruthy();
    expect(visited).toEqual(["/login?from=%2F"]);
  });

  it("signs in, keeps the token and opens the app", async () => {
    const calls = stubApi({}, { "POST /api/auth/login": session });
    open("/login");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/auth/login", body: { email: "ada@example.com" } });
    expect(tokenStore.get()).toBe("token-1");
  });

  it("keeps a stored session", async () => {
    stubApi({}, { "GET /api/auth/me": session.user });
    tokenStore.set("token-1");
    open("/");
    expect(await screen.findByText("Signed in")).toBeTruthy();
  });

  it("creates an account", async () => {
    const calls = stubApi({}, { "POST /api/auth/register": session });
    open("/register");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: "/api/auth/register", body: { name: "Ada" } });
  });
});
