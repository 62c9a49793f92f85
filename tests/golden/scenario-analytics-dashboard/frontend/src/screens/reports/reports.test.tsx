import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ROUTER_FUTURE } from "../../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Report } from "../../entities/report";
import { stubApi } from "../../test/stub-api";
import { ReportDetail } from "./ReportDetail";
import { ReportsList } from "./ReportsList";

const sample: Report = {"id":"reports-1","title":"Sample title","summary":"Sample summary","periodStart":"2030-01-15T10:00:00.000Z","periodEnd":"2030-01-15T10:00:00.000Z"};
const related = {};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/reports" element={<ReportsList />} />
        <Route path="/reports/:id" element={<ReportDetail />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Reports screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists reports from the API", async () => {
    stubApi({ "reports": [sample], ...related });
    renderAt("/reports");
    expect(await screen.findByRole("heading", { name: "Reports" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.title))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new report", () => {
    stubApi(related);
    renderAt("/reports/new");
    for (const label of ["Title","Summary","Period start","Period end"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new report to the API", async () => {
    const calls = stubApi(related);
    renderAt("/reports/new");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Sample title" } });
    fireEvent.change(screen.getByLabelText("Summary"), { target: { value: "Sample summary" } });
    fireEvent.change(screen.getByLabelText("Period start"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.change(screen.getByLabelText("Period end"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Create report" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/reports");
    expect(sent?.body).toMatchObject({"title":"Sample title","summary":"Sample summary"});
    expect(await screen.findByRole("heading", { name: "Reports" })).toBeTruthy();
  });

  it("loads report details to edit", async () => {
    stubApi({ "reports": [sample], ...related });
    renderAt("/reports/reports-1");
    expect(await screen.findByDisplayValue(sample.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
