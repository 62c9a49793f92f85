import type { Router } from "express";
import { reportInput, type Report } from "../domain/report.js";
import { crudRoutes } from "../http/crud.js";
import type { Services } from "../services.js";

/** /api/reports: list, create, read, replace and delete reports. */
export function reportRoutes({ repositories, events }: Services): Router {
  return crudRoutes<Report>({
    label: "Report",
    topic: "reports",
    repository: repositories.reports,
    schema: reportInput,
    references: [],
    states: [],
    events,
  });
}
