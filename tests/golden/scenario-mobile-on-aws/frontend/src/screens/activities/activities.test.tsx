import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderAt as open } from "../../test/next-navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Activity } from "../../entities/activity";
import { stubApi } from "../../test/stub-api";
import { ActivityDetail } from "./ActivityDetail";
import { ActivitiesList } from "./ActivitiesList";

const sample: Activity = {"id":"activities-1","title":"Sample title","notes":"Sample notes","occurredAt":"2030-01-15T10:00:00.000Z","profileId":"profiles-1"};
const related = {"profiles":[{"id":"profiles-1","displayName":"Sample display name","email":"profile@example.com","bio":"Sample bio"}]};

function renderAt(path: string) {
  return open(path, {
    "/activities": () => <ActivitiesList />,
    "/activities/[id]": () => <ActivityDetail />,
  });
}

describe("Activities screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists activities from the API", async () => {
    stubApi({ "activities": [sample], ...related });
    renderAt("/activities");
    expect(await screen.findByRole("heading", { name: "Activities" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.title))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new activity", () => {
    stubApi(related);
    renderAt("/activities/new");
    for (const label of ["Title","Notes","Occurred at","Profile"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new activity to the API", async () => {
    const calls = stubApi(related);
    renderAt("/activities/new");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Sample title" } });
    fireEvent.change(screen.getByLabelText("Notes"), { target: { value: "Sample notes" } });
    fireEvent.change(screen.getByLabelText("Occurred at"), { target: { value: "2030-01-15T10:00" } });
    const profileIdSelect = screen.getByLabelText("Profile") as HTMLSelectElement;
    await waitFor(() => expect(profileIdSelect.options.length).toBeGreaterThan(1));
    fireEvent.change(profileIdSelect, { target: { value: "profiles-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Create activity" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/activities");
    expect(sent?.body).toMatchObject({"title":"Sample title","notes":"Sample notes","profileId":"profiles-1"});
    expect(await screen.findByRole("heading", { name: "Activities" })).toBeTruthy();
  });

  it("loads activity details to edit", async () => {
    stubApi({ "activities": [sample], ...related });
    renderAt("/activities/activities-1");
    expect(await screen.findByDisplayValue(sample.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
