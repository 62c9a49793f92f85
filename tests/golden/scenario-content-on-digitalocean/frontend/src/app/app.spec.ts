import { screen } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "./api/client";
import { appConfig } from "./app.config";
import { openAt } from "./test/harness";
import { stubApi } from "./test/stub-api";

const SCREENS = [
  {
    "path": "/login",
    "heading": "Sign in to Field Notes",
    "open": true
  },
  {
    "path": "/register",
    "heading": "Create your Field Notes account",
    "open": true
  },
  {
    "path": "/articles",
    "heading": "Articles",
    "open": false
  },
  {
    "path": "/articles/new",
    "heading": "New article",
    "open": false
  },
  {
    "path": "/categories",
    "heading": "Categories",
    "open": false
  },
  {
    "path": "/categories/new",
    "heading": "New category",
    "open": false
  },
  {
    "path": "/authors",
    "heading": "Authors",
    "open": false
  },
  {
    "path": "/authors/new",
    "heading": "New author",
    "open": false
  },
  {
    "path": "/issues",
    "heading": "Issues",
    "open": false
  },
  {
    "path": "/issues/new",
    "heading": "New issue",
    "open": false
  },
  {
    "path": "/editors",
    "heading": "Editors",
    "open": false
  },
  {
    "path": "/editors/new",
    "heading": "New editor",
    "open": false
  },
  {
    "path": "/photos",
    "heading": "Photos",
    "open": false
  },
  {
    "path": "/photos/new",
    "heading": "New photo",
    "open": false
  },
  {
    "path": "/readers",
    "heading": "Readers",
    "open": false
  },
  {
    "path": "/readers/new",
    "heading": "New reader",
    "open": false
  },
  {
    "path": "/files",
    "heading": "Files",
    "open": false
  }
];

describe("every screen of the architecture", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it.each(SCREENS)("$path shows \"$heading\"", async ({ path, heading, open }) => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    if (!open) tokenStore.set("test-token");
    await openAt(path, null, appConfig.providers);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("answers an unknown path with a not-found page", async () => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    tokenStore.set("test-token");
    await openAt("/no-such-page", null, appConfig.providers);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });

  it("asks a visitor to sign in first", async () => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    await openAt("/articles", null, appConfig.providers);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to Field Notes" })).toBeTruthy();
  });
});
