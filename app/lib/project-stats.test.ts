import { describe, expect, it } from "vitest";
import { computeProjectStats, EMPTY_STATS, isInSameLocalMonth, successRate, type StatsInput } from "./project-stats";

// Dates are built from local-time parts, so the month boundaries hold whatever the runner's time zone.
const local = (year: number, monthIndex: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  new Date(year, monthIndex, day, hours, minutes, seconds, ms);
const NOW = local(2025, 2, 15, 12); // March 15, 2025, noon local time

const project = (status: string, created: Date | string = NOW): StatsInput => ({
  status,
  created_at: typeof created === "string" ? created : created.toISOString(),
});

describe("successRate", () => {
  it("is 0 when there are no projects", () => {
    expect(successRate(0, 0)).toBe(0);
  });

  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [1, 6, 17],
    [5, 5, 100],
    [199, 200, 100], // 99.5 rounds up
    [1, 201, 0], // 0.497... rounds down
  ])("%i of %i completed is %i%%", (completed, total, expected) => {
    expect(successRate(completed, total)).toBe(expected);
  });
});

describe("isInSameLocalMonth", () => {
  it("includes the first and last instants of the local month", () => {
    expect(isInSameLocalMonth(local(2025, 2, 1).toISOString(), NOW)).toBe(true);
    expect(isInSameLocalMonth(local(2025, 2, 31, 23, 59, 59, 999).toISOString(), NOW)).toBe(true);
  });

  it("excludes the instant before the month starts and the one after it ends", () => {
    expect(isInSameLocalMonth(local(2025, 1, 28, 23, 59, 59, 999).toISOString(), NOW)).toBe(false);
    expect(isInSameLocalMonth(local(2025, 3, 1).toISOString(), NOW)).toBe(false);
  });

  it("compares the year too", () => {
    expect(isInSameLocalMonth(local(2024, 2, 15).toISOString(), NOW)).toBe(false);
  });

  it("handles January and December", () => {
    const january = local(2026, 0, 1, 0, 0, 0, 1);
    expect(isInSameLocalMonth(local(2026, 0, 1).toISOString(), january)).toBe(true);
    expect(isInSameLocalMonth(local(2025, 11, 31, 23, 59, 59, 999).toISOString(), january)).toBe(false);
  });

  it("counts nothing for a date that does not parse", () => {
    expect(isInSameLocalMonth("not a date", NOW)).toBe(false);
    expect(isInSameLocalMonth("", NOW)).toBe(false);
  });
});

describe("computeProjectStats", () => {
  it("counts zeros and has no success rate with no projects", () => {
    expect(computeProjectStats([], NOW)).toEqual(EMPTY_STATS);
  });

  it("counts every project passed, by status and by month", () => {
    const projects = [
      project("completed"),
      project("completed", local(2025, 1, 10)),
      project("in_progress"),
      project("in_progress", local(2024, 2, 15)),
      project("failed"),
      project("draft", local(2025, 2, 1)),
      project("planning", "garbage"),
      project("paused", local(2025, 3, 1)),
    ];
    expect(computeProjectStats(projects, NOW)).toEqual({
      total: 8,
      completed: 2,
      inProgress: 2,
      finished: 3,
      successRate: 25,
      createdThisMonth: 4,
    });
  });

  it("has no success rate while nothing has finished, and 0% once a project failed", () => {
    const unfinished = [project("draft"), project("in_progress"), project("planning"), project("paused")];
    expect(computeProjectStats(unfinished, NOW)).toMatchObject({ total: 4, finished: 0, successRate: null });
    expect(computeProjectStats([...unfinished, project("failed")], NOW)).toMatchObject({ finished: 1, successRate: 0 });
    expect(computeProjectStats([...unfinished, project("completed")], NOW)).toMatchObject({ finished: 1, successRate: 20 });
  });

  it("is not limited to a page of projects", () => {
    const projects = Array.from({ length: 250 }, (_, i) => project(i < 83 ? "completed" : "draft"));
    const stats = computeProjectStats(projects, NOW);
    expect(stats.total).toBe(250);
    expect(stats.completed).toBe(83);
    expect(stats.successRate).toBe(33); // 33.2
    expect(stats.createdThisMonth).toBe(250);
  });
});
