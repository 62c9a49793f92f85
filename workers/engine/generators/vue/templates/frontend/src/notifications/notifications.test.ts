import { afterEach, describe, expect, it, vi } from "vitest";
import { button, mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import NotificationsScreen from "./NotificationsScreen.vue";

describe("notifications", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists notifications and marks one read", async () => {
    const calls = stubApi({
      notifications: [{ id: "n1", recipient: "sam@example.com", title: "Your order is ready", body: null, read: false }],
    });
    const wrapper = await mountScreen(NotificationsScreen, "/notifications");
    await vi.waitFor(() => expect(wrapper.text()).toContain("Your order is ready"));
    await button(wrapper, "Mark as read").trigger("click");
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/notifications/n1/read")).toBe(true));
  });
});
