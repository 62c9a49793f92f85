import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { ProductionList } from "../../entities/production-list";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { ProductionListDetail } from "./production-list-detail";
import { ProductionListsList } from "./production-lists-list";

const sample: ProductionList = {"id":"production-lists-1","title":"Morning bake","date":"2030-01-15T10:00:00.000Z","notes":"Sample notes"};
const related = {};

const ROUTES: Routes = [
  { path: "production-lists", component: ProductionListsList },
  { path: "production-lists/:id", component: ProductionListDetail },
];

describe("Production lists screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists production lists from the API", async () => {
    stubApi({ "production-lists": [sample], ...related });
    await openAt("/production-lists", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Production lists" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.title))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new production list", async () => {
    stubApi(related);
    await openAt("/production-lists/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New production list" })).toBeTruthy();
    for (const label of ["Title","Date","Notes"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new production list to the API", async () => {
    const calls = stubApi(related);
    await openAt("/production-lists/new", ROUTES);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Morning bake" } });
    fireEvent.input(screen.getByLabelText("Date"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.input(screen.getByLabelText("Notes"), { target: { value: "Sample notes" } });
    fireEvent.click(screen.getByRole("button", { name: "Create production list" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/production-lists");
    expect(sent?.body).toMatchObject({"title":"Morning bake","notes":"Sample notes"});
    expect(await screen.findByRole("heading", { level: 1, name: "Production lists" })).toBeTruthy();
  });

  it("loads production list details to edit", async () => {
    stubApi({ "production-lists": [sample], ...related });
    await openAt("/production-lists/production-lists-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
