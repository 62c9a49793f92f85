import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Metric = {
  id: string;
  name: string;
  value: number;
  unit: string | null;
  recordedAt: string;
  dataSourceId: string | null;
};
export type MetricInput = Omit<Metric, "id">;

export const metricMeta: EntityMeta = {
  name: "Metric",
  label: "Metric",
  pluralLabel: "Metrics",
  route: "metrics",
  displayField: "name",
  fields: [
    { name: "name", label: "Name", kind: "string", required: true, format: "plain" },
    { name: "value", label: "Value", kind: "number", required: true },
    { name: "unit", label: "Unit", kind: "string", required: false, format: "plain" },
    { name: "recordedAt", label: "Recorded at", kind: "date", required: true },
    { name: "dataSourceId", label: "Data source", kind: "reference", required: false, target: { route: "data-sources", label: "Data source", displayField: "name", displayKind: "string" } },
  ],
};

export const metricsApi = resource<Metric, MetricInput>("metrics");
