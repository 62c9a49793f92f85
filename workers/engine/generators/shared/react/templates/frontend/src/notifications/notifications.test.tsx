import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { ROUTER_FUTURE } from "../router-future";
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
    render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <NotificationsScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText("Your order is ready")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/notifications/n1/read")).toBe(true));
  });
});
