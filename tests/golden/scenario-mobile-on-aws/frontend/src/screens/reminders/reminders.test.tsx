import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderAt as open } from "../../test/next-navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Reminder } from "../../entities/reminder";
import { stubApi } from "../../test/stub-api";
import { ReminderDetail } from "./ReminderDetail";
import { RemindersList } from "./RemindersList";

const sample: Reminder = {"id":"reminders-1","title":"Sample title","dueAt":"2030-01-15T10:00:00.000Z","done":true,"profileId":"profiles-1"};
const related = {"profiles":[{"id":"profiles-1","displayName":"Sample display name","email":"profile@example.com","bio":"Sample bio"}]};

function renderAt(path: string) {
  return open(path, {
    "/reminders": () => <RemindersList />,
    "/reminders/[id]": () => <ReminderDetail />,
  });
}

describe("Reminders screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists reminders from the API", async () => {
    stubApi({ "reminders": [sample], ...related });
    renderAt("/reminders");
    expect(await screen.findByRole("heading", { name: "Reminders" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.title))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new reminder", () => {
    stubApi(related);
    renderAt("/reminders/new");
    for (const label of ["Title","Due at","Done","Profile"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new reminder to the API", async () => {
    const calls = stubApi(related);
    renderAt("/reminders/new");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Sample title" } });
    fireEvent.change(screen.getByLabelText("Due at"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.click(screen.getByLabelText("Done"));
    fireEvent.click(screen.getByRole("button", { name: "Create reminder" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/reminders");
    expect(sent?.body).toMatchObject({"title":"Sample title","done":true});
    expect(await screen.findByRole("heading", { name: "Reminders" })).toBeTruthy();
  });

  it("loads reminder details to edit", async () => {
    stubApi({ "reminders": [sample], ...related });
    renderAt("/reminders/reminders-1");
    expect(await screen.findByDisplayValue(sample.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
