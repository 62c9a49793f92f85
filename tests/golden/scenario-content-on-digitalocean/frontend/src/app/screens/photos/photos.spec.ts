import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Photo } from "../../entities/photo";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { PhotoDetail } from "./photo-detail";
import { PhotosList } from "./photos-list";

const sample: Photo = {"id":"photos-1","title":"Sample title","url":"https://example.com/photos","notes":"Sample notes"};
const related = {};

const ROUTES: Routes = [
  { path: "photos", component: PhotosList },
  { path: "photos/:id", component: PhotoDetail },
];

describe("Photos screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists photos from the API", async () => {
    stubApi({ "photos": [sample], ...related });
    await openAt("/photos", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Photos" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.title))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new photo", async () => {
    stubApi(related);
    await openAt("/photos/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New photo" })).toBeTruthy();
    for (const label of ["Title","Url","Notes"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new photo to the API", async () => {
    const calls = stubApi(related);
    await openAt("/photos/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Sample title" } });
    fireEvent.input(screen.getByLabelText("Url"), { target: { value: "https://example.com/photos" } });
    fireEvent.input(screen.getByLabelText("Notes"), { target: { value: "Sample notes" } });
    fireEvent.click(screen.getByRole("button", { name: "Create photo" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/photos");
    expect(sent?.body).toMatchObject({"title":"Sample title","url":"https://example.com/photos","notes":"Sample notes"});
    expect(await screen.findByRole("heading", { level: 1, name: "Photos" })).toBeTruthy();
  });

  it("loads photo details to edit", async () => {
    stubApi({ "photos": [sample], ...related });
    await openAt("/photos/photos-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
