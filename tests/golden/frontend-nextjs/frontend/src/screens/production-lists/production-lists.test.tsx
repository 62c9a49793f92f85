import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderAt as open } from "../../test/next-navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { ProductionList } from "../../entities/production-list";
import { stubApi } from "../../test/stub-api";
import { ProductionListDetail } from "./ProductionListDetail";
import { ProductionListsList } from "./ProductionListsList";

const sample: ProductionList = {"id":"production-lists-1","title":"Morning bake","date":"2030-01-15T10:00:00.000Z","notes":"Sample notes"};
const related = {};

function renderAt(path: string) {
  return open(path, {
    "/production-lists": () => <ProductionListsList />,
    "/production-lists/[id]": () => <ProductionListDetail />,
  });
}

describe("Production lists screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists production lists from the API", async () => {
    stubApi({ "production-lists": [sample], ...related });
    renderAt("/production-lists");
    expect(await screen.findByRole("heading", { name: "Production lists" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.title))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new production list", () => {
    stubApi(related);
    renderAt("/production-lists/new");
    for (const label of ["Title","Date","Notes"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new production list to the API", async () => {
    const calls = stubApi(related);
    renderAt("/production-lists/new");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Morning bake" } });
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.change(screen.getByLabelText("Notes"), { target: { value: "Sample notes" } });
    fireEvent.click(screen.getByRole("button", { name: "Create production list" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/production-lists");
    expect(sent?.body).toMatchObject({"title":"Morning bake","notes":"Sample notes"});
    expect(await screen.findByRole("heading", { name: "Production lists" })).toBeTruthy();
  });

  it("loads production list details to edit", async () => {
    stubApi({ "production-lists": [sample], ...related });
    renderAt("/production-lists/production-lists-1");
    expect(await screen.findByDisplayValue(sample.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
