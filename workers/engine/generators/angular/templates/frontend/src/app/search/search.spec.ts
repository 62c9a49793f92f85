import { fireEvent, screen } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { SearchScreen } from "./search-screen";

describe("search", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows what matches, each linking to its record", async () => {
    const calls = stubApi({}, { "GET /api/search": [{ type: "Record", route: "records", id: "r1", title: "Sourdough" }] });
    await openAt("/search", [{ path: "search", component: SearchScreen }]);
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Search for"), { target: { value: "sour" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const link = await screen.findByRole("link", { name: "Sourdough" });
    expect(link.getAttribute("href")).toBe("/records/r1");
    expect(calls[0]?.path).toBe("/api/search");
  });
});
