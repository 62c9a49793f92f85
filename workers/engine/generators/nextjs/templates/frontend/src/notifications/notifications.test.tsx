import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import { NotificationsScreen } from "./NotificationsScreen";

describe("notifications", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists notifications and marks one read", async () => {
    const calls = stubApi({
      notifications: [{ id: "n1", recipient: "sam@example.com", title: "Your order is ready", body: null, read: false }],
    });
    render(<NotificationsScreen />);
    expect(await screen.findByText("Your order is ready")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/notifications/n1/read")).toBe(true));
  });

  it("sends a notification", async () => {
    const calls = stubApi({ notifications: [] });
    render(<NotificationsScreen />);
    expect(await screen.findByText("No notifications yet.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Recipient (email or name)"), { target: { value: "sam@example.com" } });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Fresh bread" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")).toMatchObject({
        path: "/api/notifications",
        body: { recipient: "sam@example.com", title: "Fresh bread" },
      }),
    );
  });
});
