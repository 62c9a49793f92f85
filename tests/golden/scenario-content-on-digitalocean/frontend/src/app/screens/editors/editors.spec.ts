import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Editor } from "../../entities/editor";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { EditorDetail } from "./editor-detail";
import { EditorsList } from "./editors-list";

const sample: Editor = {"id":"editors-1","name":"Sample name","description":"Sample description","active":true,"issueId":"issues-1"};
const related = {"issues":[{"id":"issues-1","title":"Sample title","status":"Sample status","dueAt":"2030-01-15T10:00:00.000Z","done":true}]};

const ROUTES: Routes = [
  { path: "editors", component: EditorsList },
  { path: "editors/:id", component: EditorDetail },
];

describe("Editors screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists editors from the API", async () => {
    stubApi({ "editors": [sample], ...related });
    await openAt("/editors", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Editors" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new editor", async () => {
    stubApi(related);
    await openAt("/editors/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New editor" })).toBeTruthy();
    for (const label of ["Name","Description","Active","Issue"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new editor to the API", async () => {
    const calls = stubApi(related);
    await openAt("/editors/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.input(screen.getByLabelText("Description"), { target: { value: "Sample description" } });
    fireEvent.click(screen.getByLabelText("Active"));
    fireEvent.click(screen.getByRole("button", { name: "Create editor" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/editors");
    expect(sent?.body).toMatchObject({"name":"Sample name","description":"Sample description","active":true});
    expect(await screen.findByRole("heading", { level: 1, name: "Editors" })).toBeTruthy();
  });

  it("loads editor details to edit", async () => {
    stubApi({ "editors": [sample], ...related });
    await openAt("/editors/editors-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
