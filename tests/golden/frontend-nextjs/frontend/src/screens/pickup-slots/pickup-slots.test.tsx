import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderAt as open } from "../../test/next-navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { PickupSlot } from "../../entities/pickup-slot";
import { stubApi } from "../../test/stub-api";
import { PickupSlotDetail } from "./PickupSlotDetail";
import { PickupSlotsList } from "./PickupSlotsList";

const sample: PickupSlot = {"id":"pickup-slots-1","startsAt":"2030-01-15T10:00:00.000Z","endsAt":"2030-01-16T10:00:00.000Z","capacity":1,"available":true};
const related = {};

function renderAt(path: string) {
  return open(path, {
    "/pickup-slots": () => <PickupSlotsList />,
    "/pickup-slots/[id]": () => <PickupSlotDetail />,
  });
}

describe("Pickup slots screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists pickup slots from the API", async () => {
    stubApi({ "pickup-slots": [sample], ...related });
    renderAt("/pickup-slots");
    expect(await screen.findByRole("heading", { name: "Pickup slots" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("date", sample.startsAt))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new pickup slot", () => {
    stubApi(related);
    renderAt("/pickup-slots/new");
    for (const label of ["Starts at","Ends at","Capacity","Available"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new pickup slot to the API", async () => {
    const calls = stubApi(related);
    renderAt("/pickup-slots/new");
    fireEvent.change(screen.getByLabelText("Starts at"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.change(screen.getByLabelText("Ends at"), { target: { value: "2030-01-16T10:00" } });
    fireEvent.change(screen.getByLabelText("Capacity"), { target: { value: "1" } });
    fireEvent.click(screen.getByLabelText("Available"));
    fireEvent.click(screen.getByRole("button", { name: "Create pickup slot" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/pickup-slots");
    expect(sent?.body).toMatchObject({"capacity":1,"available":true});
    expect(await screen.findByRole("heading", { name: "Pickup slots" })).toBeTruthy();
  });
});
