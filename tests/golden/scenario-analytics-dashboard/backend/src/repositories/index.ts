import { dataSourceSpec, type DataSource } from "../domain/data-source.js";
import { metricSpec, type Metric } from "../domain/metric.js";
import { reportSpec, type Report } from "../domain/report.js";
import { analyticsEventSpec, type AnalyticsEvent } from "../domain/analytics-event.js";
import { MemoryStore } from "./memory.js";
import type { RecordSpec, Repository } from "./repository.js";

export interface Repositories {
  dataSources: Repository<DataSource>;
  metrics: Repository<Metric>;
  reports: Repository<Report>;
  analyticsEvents: Repository<AnalyticsEvent>;
}

/** Every table, referenced ones first (the order they are created in). */
export const RECORD_SPECS: readonly RecordSpec[] = [
  dataSourceSpec,
  metricSpec,
  reportSpec,
  analyticsEventSpec,
];

/** Builds the repositories from one factory: the memory store's or the database's. */
export function repositoriesFrom(
  make: <T extends { id: string }>(spec: RecordSpec) => Repository<T>,
): Repositories {
  return {
    dataSources: make<DataSource>(dataSourceSpec),
    metrics: make<Metric>(metricSpec),
    reports: make<Report>(reportSpec),
    analyticsEvents: make<AnalyticsEvent>(analyticsEventSpec),
  };
}

export function createMemoryRepositories(): Repositories {
  const store = new MemoryStore(RECORD_SPECS);
  return repositoriesFrom((spec) => store.repository(spec));
}
