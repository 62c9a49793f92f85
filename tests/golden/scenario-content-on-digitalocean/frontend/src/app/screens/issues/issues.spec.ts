import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Issue } from "../../entities/issue";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { IssueDetail } from "./issue-detail";
import { IssuesList } from "./issues-list";

const sample: Issue = {"id":"issues-1","title":"Sample title","status":"Sample status","dueAt":"2030-01-15T10:00:00.000Z","done":true};
const related = {};

const ROUTES: Routes = [
  { path: "issues", component: IssuesList },
  { path: "issues/:id", component: IssueDetail },
];

describe("Issues screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists issues from the API", async () => {
    stubApi({ "issues": [sample], ...related });
    await openAt("/issues", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Issues" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.title))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new issue", async () => {
    stubApi(related);
    await openAt("/issues/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New issue" })).toBeTruthy();
    for (const label of ["Title","Status","Due at","Done"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new issue to the API", async () => {
    const calls = stubApi(related);
    await openAt("/issues/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Sample title" } });
    fireEvent.input(screen.getByLabelText("Status"), { target: { value: "Sample status" } });
    fireEvent.input(screen.getByLabelText("Due at"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.click(screen.getByLabelText("Done"));
    fireEvent.click(screen.getByRole("button", { name: "Create issue" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/issues");
    expect(sent?.body).toMatchObject({"title":"Sample title","status":"Sample status","done":true});
    expect(await screen.findByRole("heading", { level: 1, name: "Issues" })).toBeTruthy();
  });

  it("loads issue details to edit", async () => {
    stubApi({ "issues": [sample], ...related });
    await openAt("/issues/issues-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
