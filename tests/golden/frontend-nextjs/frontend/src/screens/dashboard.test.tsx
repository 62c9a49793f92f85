import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import { Dashboard } from "./Dashboard";

describe("the dashboard", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("counts the records of each type, each linking to its list", async () => {
    stubApi({"products":[{"id":"products-1"}],"orders":[{"id":"orders-1"},{"id":"orders-2"}],"customers":[{"id":"customers-1"},{"id":"customers-2"},{"id":"customers-3"}],"pickup-slots":[{"id":"pickup-slots-1"},{"id":"pickup-slots-2"},{"id":"pickup-slots-3"},{"id":"pickup-slots-4"}],"production-lists":[{"id":"production-lists-1"},{"id":"production-lists-2"},{"id":"production-lists-3"},{"id":"production-lists-4"},{"id":"production-lists-5"}]});
    render(<Dashboard />);
    await waitFor(() => expect(screen.getByText("Products").previousElementSibling?.textContent).toBe("1"));
    await waitFor(() => expect(screen.getByText("Orders").previousElementSibling?.textContent).toBe("2"));
    await waitFor(() => expect(screen.getByText("Customers").previousElementSibling?.textContent).toBe("3"));
    await waitFor(() => expect(screen.getByText("Pickup slots").previousElementSibling?.textContent).toBe("4"));
    await waitFor(() => expect(screen.getByText("Production lists").previousElementSibling?.textContent).toBe("5"));
    expect(screen.getByText("Products").closest("a")?.getAttribute("href")).toBe("/products");
  });
});
