import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { ROUTER_FUTURE } from "../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import { Dashboard } from "./Dashboard";

describe("the dashboard", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("counts the records of each type", async () => {
    stubApi({"metrics":[{"id":"metrics-1"}],"reports":[{"id":"reports-1"},{"id":"reports-2"}],"data-sources":[{"id":"data-sources-1"},{"id":"data-sources-2"},{"id":"data-sources-3"}]});
    render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <Dashboard />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText("Metrics").previousElementSibling?.textContent).toBe("1"));
    await waitFor(() => expect(screen.getByText("Reports").previousElementSibling?.textContent).toBe("2"));
    await waitFor(() => expect(screen.getByText("Data sources").previousElementSibling?.textContent).toBe("3"));
  });
});
