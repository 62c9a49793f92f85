import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Reader } from "../../entities/reader";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { ReaderDetail } from "./reader-detail";
import { ReadersList } from "./readers-list";

const sample: Reader = {"id":"readers-1","name":"Sample name","description":"Sample description","active":true};
const related = {};

const ROUTES: Routes = [
  { path: "readers", component: ReadersList },
  { path: "readers/:id", component: ReaderDetail },
];

describe("Readers screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists readers from the API", async () => {
    stubApi({ "readers": [sample], ...related });
    await openAt("/readers", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Readers" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new reader", async () => {
    stubApi(related);
    await openAt("/readers/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New reader" })).toBeTruthy();
    for (const label of ["Name","Description","Active"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new reader to the API", async () => {
    const calls = stubApi(related);
    await openAt("/readers/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.input(screen.getByLabelText("Description"), { target: { value: "Sample description" } });
    fireEvent.click(screen.getByLabelText("Active"));
    fireEvent.click(screen.getByRole("button", { name: "Create reader" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/readers");
    expect(sent?.body).toMatchObject({"name":"Sample name","description":"Sample description","active":true});
    expect(await screen.findByRole("heading", { level: 1, name: "Readers" })).toBeTruthy();
  });

  it("loads reader details to edit", async () => {
    stubApi({ "readers": [sample], ...related });
    await openAt("/readers/readers-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
