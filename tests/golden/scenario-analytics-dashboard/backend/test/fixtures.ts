import type { DataSourceInput } from "../src/domain/data-source.js";
import type { MetricInput } from "../src/domain/metric.js";
import type { ReportInput } from "../src/domain/report.js";
import type { TestClient } from "./helpers.js";

export async function dataSourceInput(_client: TestClient): Promise<DataSourceInput> {
  return {
    name: "Sample name",
    kind: "Sample kind",
    url: "https://example.com/data-sources",
    active: true,
  };
}

export async function metricInput(_client: TestClient): Promise<MetricInput> {
  return {
    name: "Sample name",
    value: 1,
    unit: "Sample unit",
    recordedAt: "2030-01-15T10:00:00.000Z",
    dataSourceId: null,
  };
}

export async function reportInput(_client: TestClient): Promise<ReportInput> {
  return {
    title: "Sample title",
    summary: "Sample summary",
    periodStart: "2030-01-15T10:00:00.000Z",
    periodEnd: "2030-01-15T10:00:00.000Z",
  };
}
