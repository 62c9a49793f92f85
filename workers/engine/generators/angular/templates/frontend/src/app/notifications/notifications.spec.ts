import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { NotificationsScreen } from "./notifications-screen";

const ROUTES = [{ path: "notifications", component: NotificationsScreen }];

describe("notifications", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists notifications and marks one read", async () => {
    const calls = stubApi({
      notifications: [{ id: "n1", recipient: "sam@example.com", title: "Your order is ready", body: null, read: false }],
    });
    await openAt("/notifications", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "Notifications" })).toBeTruthy();
    expect(await screen.findByText("Your order is ready")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/notifications/n1/read")).toBe(true));
  });

  it("sends a notification", async () => {
    const calls = stubApi({ notifications: [] });
    await openAt("/notifications", ROUTES);
    fireEvent.input(screen.getByLabelText("Recipient (email or name)"), { target: { value: "sam@example.com" } });
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Welcome" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")).toMatchObject({
        path: "/api/notifications",
        body: { recipient: "sam@example.com", title: "Welcome" },
      }),
    );
  });
});
