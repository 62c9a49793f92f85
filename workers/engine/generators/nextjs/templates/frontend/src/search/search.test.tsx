import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import { SearchScreen } from "./SearchScreen";

describe("search", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows what matches, each linking to its record", async () => {
    const calls = stubApi({}, { "GET /api/search": [{ type: "Record", route: "records", id: "r1", title: "Sourdough" }] });
    render(<SearchScreen />);
    fireEvent.change(screen.getByLabelText("Search for"), { target: { value: "sour" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const link = await screen.findByRole("link", { name: "Sourdough" });
    expect(link.getAttribute("href")).toBe("/records/r1");
    expect(calls[0]?.path).toBe("/api/search");
  });
});
