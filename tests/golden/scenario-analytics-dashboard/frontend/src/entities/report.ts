import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Report = {
  id: string;
  title: string;
  summary: string | null;
  periodStart: string;
  periodEnd: string;
};
export type ReportInput = Omit<Report, "id">;

export const reportMeta: EntityMeta = {
  name: "Report",
  label: "Report",
  pluralLabel: "Reports",
  route: "reports",
  displayField: "title",
  fields: [
    { name: "title", label: "Title", kind: "string", required: true, format: "plain" },
    { name: "summary", label: "Summary", kind: "string", required: false, format: "long" },
    { name: "periodStart", label: "Period start", kind: "date", required: true },
    { name: "periodEnd", label: "Period end", kind: "date", required: true },
  ],
};

export const reportsApi = resource<Report, ReportInput>("reports");
