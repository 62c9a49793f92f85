import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ROUTER_FUTURE } from "../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { stubApi } from "../test/stub-api";
import { AuthProvider } from "./AuthContext";
import { LoginScreen } from "./LoginScreen";
import { RegisterScreen } from "./RegisterScreen";
import { RequireAuth } from "./RequireAuth";

const session = { token: "token-1", user: { id: "u1", name: "Ada", email: "ada@example.com", role: "owner" } };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/register" element={<RegisterScreen />} />
          <Route path="/" element={<RequireAuth><p>Signed in</p></RequireAuth>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe("signing in", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("sends a visitor to the sign-in screen", async () => {
    stubApi();
    renderAt("/");
    expect(await screen.findByRole("heading", { name: "Sign in to Crumb & Co Bakery" })).toBeTruthy();
  });

  it("signs in, keeps the token and opens the app", async () => {
    const calls = stubApi({}, { "POST /api/auth/login": session });
    renderAt("/login");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/auth/login", body: { email: "ada@example.com" } });
    expect(tokenStore.get()).toBe("token-1");
  });

  it("creates an account", async () => {
    const calls = stubApi({}, { "POST /api/auth/register": session });
    renderAt("/register");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: "/api/auth/register", body: { name: "Ada" } });
  });
});
