import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { PickupSlot } from "../../entities/pickup-slot";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { PickupSlotDetail } from "./pickup-slot-detail";
import { PickupSlotsList } from "./pickup-slots-list";

const sample: PickupSlot = {"id":"pickup-slots-1","startsAt":"2030-01-15T10:00:00.000Z","endsAt":"2030-01-16T10:00:00.000Z","capacity":1,"available":true};
const related = {};

const ROUTES: Routes = [
  { path: "pickup-slots", component: PickupSlotsList },
  { path: "pickup-slots/:id", component: PickupSlotDetail },
];

describe("Pickup slots screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists pickup slots from the API", async () => {
    stubApi({ "pickup-slots": [sample], ...related });
    await openAt("/pickup-slots", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Pickup slots" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("date", sample.startsAt))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new pickup slot", async () => {
    stubApi(related);
    await openAt("/pickup-slots/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New pickup slot" })).toBeTruthy();
    for (const label of ["Starts at","Ends at","Capacity","Available"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new pickup slot to the API", async () => {
    const calls = stubApi(related);
    await openAt("/pickup-slots/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Starts at"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.input(screen.getByLabelText("Ends at"), { target: { value: "2030-01-16T10:00" } });
    fireEvent.input(screen.getByLabelText("Capacity"), { target: { value: "1" } });
    fireEvent.click(screen.getByLabelText("Available"));
    fireEvent.click(screen.getByRole("button", { name: "Create pickup slot" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/pickup-slots");
    expect(sent?.body).toMatchObject({"capacity":1,"available":true});
    expect(await screen.findByRole("heading", { level: 1, name: "Pickup slots" })).toBeTruthy();
  });
});
