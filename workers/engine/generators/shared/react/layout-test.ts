import type { AppModel } from "../../../model";
import { lines, literal } from "../../files";
import { navigationGroups } from "../frontend/navigation";

const ME = `{ "GET /api/auth/me": { id: "u1", name: "Ada", email: "ada@example.com", role: "shop_owner" } }`;

/**
 * The layout's test for the React and Next.js frontends: every screen is linked (what does not fit one row
 * behind More), the Menu button and More open and close as their aria-expanded says, a link, Escape and a
 * click outside close them, and the account shows who is signed in. `next` opens the layout on the in-memory
 * next/navigation (where a signed-in frame needs a user), React in a memory router.
 */
export function layoutTest(model: AppModel, target: "react" | "next"): string {
  const auth = model.features.includes("auth");
  const { main, more } = navigationGroups(model);
  const grouped = more.length > 0;
  const start = main[0]?.to ?? "/";
  const last = [...main, ...more].at(-1);
  // Next.js's frame asks for a signed-in user: each test signs one in and waits for the frame.
  const signedIn = target === "next" && auth;
  const open = signedIn ? "await open" : "open";
  const opened = (indent: string) =>
    lines(
      signedIn ? `${indent}stubApi({}, ME);` : `${indent}stubApi();`,
      signedIn && `${indent}tokenStore.set("test-token");`,
      `${indent}${open}(${literal(start)});`,
    );
  const isAsync = signedIn ? "async " : "";
  return lines(
    `import { cleanup, fireEvent, ${target === "react" ? "render, " : ""}screen, within } from "@testing-library/react";`,
    target === "react" && `import { MemoryRouter, Route, Routes } from "react-router-dom";`,
    `import { afterEach, describe, expect, it, vi } from "vitest";`,
    auth && `import { tokenStore } from "${target === "next" ? "@/api/client" : "../api/client"}";`,
    auth && `import { AuthProvider } from "${target === "next" ? "@/auth/AuthContext" : "../auth/AuthContext"}";`,
    target === "react" && `import { ROUTER_FUTURE } from "../router-future";`,
    target === "next" && `import { renderAt } from "@/test/next-navigation";`,
    `import { stubApi } from "${target === "next" ? "@/test/stub-api" : "../test/stub-api"}";`,
    `import { Layout } from "./Layout";`,
    "",
    `const LINKS = ${JSON.stringify([...main, ...more].map((item) => item.label))};`,
    grouped && `const MORE = ${JSON.stringify(more.map((item) => item.label))};`,
    auth && `const ME = ${ME};`,
    "",
    target === "react"
      ? lines(
          "function open(path: string) {",
          "  return render(",
          "    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>",
          auth && "      <AuthProvider>",
          `${auth ? "  " : ""}      <Routes>`,
          `${auth ? "  " : ""}        <Route element={<Layout />}>`,
          `${auth ? "  " : ""}          <Route path="*" element={<h1>Screen</h1>} />`,
          `${auth ? "  " : ""}        </Route>`,
          `${auth ? "  " : ""}      </Routes>`,
          auth && "      </AuthProvider>",
          "    </MemoryRouter>,",
          "  );",
          "}",
        )
      : lines(
          `/** Opens the layout at a path${signedIn ? " and waits for the signed-in frame" : ""}. */`,
          `${signedIn ? "async " : ""}function open(path: string) {`,
          `  renderAt(path, { [path]: () => <Layout><h1>Screen</h1></Layout> }${auth ? ", { wrapper: AuthProvider }" : ""});`,
          signedIn && `  await screen.findByRole("navigation", { name: "Main" });`,
          "}",
        ),
    "",
    "const expanded = (button: HTMLElement) => button.getAttribute(\"aria-expanded\");",
    "",
    `describe("the layout", () => {`,
    "  afterEach(() => {",
    "    cleanup();",
    "    vi.unstubAllGlobals();",
    auth && "    tokenStore.clear();",
    "  });",
    "",
    `  it(${literal(grouped ? "links every screen, the ones past one row behind More" : "links every screen")}, ${isAsync}() => {`,
    opened("    "),
    `    const nav = screen.getByRole("navigation", { name: "Main" });`,
    "    expect(within(nav).getAllByRole(\"link\").map((link) => link.textContent)).toEqual(LINKS);",
    grouped &&
      lines(
        `    const list = document.getElementById("app-nav-more");`,
        "    if (!list) throw new Error(\"No #app-nav-more\");",
        "    expect(within(list).getAllByRole(\"link\").map((link) => link.textContent)).toEqual(MORE);",
      ),
    "  });",
    "",
    `  it("opens the menu with its button and closes it when a link is followed", ${isAsync}() => {`,
    opened("    "),
    `    const menu = screen.getByRole("button", { name: "Menu" });`,
    `    expect(expanded(menu)).toBe("false");`,
    "    fireEvent.click(menu);",
    `    expect(expanded(menu)).toBe("true");`,
    `    expect(screen.getByRole("navigation", { name: "Main" }).classList.contains("open")).toBe(true);`,
    target === "next"
      ? lines(
          `    const link = screen.getByRole("link", { name: ${literal(last?.label ?? "")} });`,
          "    // jsdom cannot follow a link: the in-memory next/navigation stands in for the App Router.",
          `    link.addEventListener("click", (event) => event.preventDefault());`,
          "    fireEvent.click(link);",
        )
      : `    fireEvent.click(screen.getByRole("link", { name: ${literal(last?.label ?? "")} }));`,
    `    expect(expanded(menu)).toBe("false");`,
    "  });",
    "",
    `  it("closes the menu with Escape, giving the focus back to its button", ${isAsync}() => {`,
    opened("    "),
    `    const menu = screen.getByRole("button", { name: "Menu" });`,
    "    fireEvent.click(menu);",
    `    fireEvent.keyDown(screen.getByRole("link", { name: ${literal(main[0]?.label ?? "")} }), { key: "Escape" });`,
    `    expect(expanded(menu)).toBe("false");`,
    "    expect(document.activeElement).toBe(menu);",
    "  });",
    grouped &&
      lines(
        "",
        `  it("opens More with its button; Escape and a click outside close it", ${isAsync}() => {`,
        opened("    "),
        `    const more = screen.getByRole("button", { name: "More" });`,
        `    expect(expanded(more)).toBe("false");`,
        "    fireEvent.click(more);",
        `    expect(expanded(more)).toBe("true");`,
        `    fireEvent.keyDown(more, { key: "Escape" });`,
        `    expect(expanded(more)).toBe("false");`,
        "    expect(document.activeElement).toBe(more);",
        "    fireEvent.click(more);",
        "    fireEvent.pointerDown(document.body);",
        `    expect(expanded(more)).toBe("false");`,
        "  });",
      ),
    auth &&
      lines(
        "",
        `  it("shows who is signed in, with a way out", async () => {`,
        "    stubApi({}, ME);",
        `    tokenStore.set("test-token");`,
        `    ${open}(${literal(start)});`,
        `    expect(await screen.findByText("Ada · shop owner")).toBeTruthy();`,
        `    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();`,
        "  });",
      ),
    "});",
  );
}
