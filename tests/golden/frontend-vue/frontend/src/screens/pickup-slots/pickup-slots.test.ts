import { flushPromises } from "@vue/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { PickupSlot } from "../../entities/pickup-slot";
import { control, heading, mountAt, unmountAll } from "../../test/mount";
import { stubApi } from "../../test/stub-api";
import PickupSlotDetail from "./PickupSlotDetail.vue";
import PickupSlotsList from "./PickupSlotsList.vue";

const sample: PickupSlot = {"id":"pickup-slots-1","startsAt":"2030-01-15T10:00:00.000Z","endsAt":"2030-01-16T10:00:00.000Z","capacity":1,"available":true};
const related = {};

const routes = [
  { path: "/pickup-slots", component: PickupSlotsList },
  { path: "/pickup-slots/:id", component: PickupSlotDetail },
];

describe("Pickup slots screens", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists pickup slots from the API", async () => {
    stubApi({ "pickup-slots": [sample], ...related });
    const wrapper = await mountAt("/pickup-slots", routes);
    expect(heading(wrapper)).toBe("Pickup slots");
    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue("date", sample.startsAt)));
  });

  it("shows a form with every field for a new pickup slot", async () => {
    stubApi(related);
    const wrapper = await mountAt("/pickup-slots/new", routes);
    for (const label of ["Starts at","Ends at","Capacity","Available"]) {
      expect(control(wrapper, label).element).toBeTruthy();
    }
  });

  it("sends a new pickup slot to the API", async () => {
    const calls = stubApi(related);
    const wrapper = await mountAt("/pickup-slots/new", routes);
    await control(wrapper, "Starts at").setValue("2030-01-15T10:00");
    await control(wrapper, "Ends at").setValue("2030-01-16T10:00");
    await control(wrapper, "Capacity").setValue("1");
    await control(wrapper, "Available").setValue(true);
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/pickup-slots");
    expect(sent?.body).toMatchObject({"capacity":1,"available":true});
    await flushPromises();
    await vi.waitFor(() => expect(heading(wrapper)).toBe("Pickup slots"));
  });
});
