import type { Reporter, TestCase, TestModule } from "vitest/node";

/**
 * Ends a Workers-pool run that has stopped moving, and says where it stopped. Every test has a timeout
 * (vitest.config.mts) and every hook one of its own, but a file's imports and its setup files' top-level awaits
 * have none: one that never settles would hold the run until CI's own limit, with nothing printed about which file
 * it was. When no test has started or ended for STALL_MS while files are running, this names each running file and
 * its last test, and fails the run.
 */
const STALL_MS = Number(process.env.VITEST_STALL_MS ?? 240_000);
const CHECK_MS = 10_000;

/** A file as the run names it: its project and path. */
const fileOf = (module: TestModule) => `${module.project.name} ${module.relativeModuleId}`;

export default class StallReporter implements Reporter {
  /** What each running file is at, by project and file. */
  private readonly running = new Map<string, string>();
  private lastMove = Date.now();
  private timer: ReturnType<typeof setInterval> | null = null;

  onTestRunStart(): void {
    this.lastMove = Date.now();
    this.timer = setInterval(() => this.check(), CHECK_MS);
    this.timer.unref();
  }

  onTestModuleQueued(module: TestModule): void {
    this.running.set(fileOf(module), "its imports and setup files");
    this.lastMove = Date.now();
  }

  onTestCaseReady(test: TestCase): void {
    this.running.set(fileOf(test.module), `the test "${test.fullName}"`);
    this.lastMove = Date.now();
  }

  onTestCaseResult(test: TestCase): void {
    this.running.set(fileOf(test.module), `after the test "${test.fullName}"`);
    this.lastMove = Date.now();
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(fileOf(module));
    this.lastMove = Date.now();
  }

  onTestRunEnd(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private check(): void {
    const still = Date.now() - this.lastMove;
    if (this.running.size === 0 || still < STALL_MS) return;
    const where = [...this.running].map(([file, at]) => `  ${file}: at ${at}`);
    process.stderr.write(`\nThe Workers pool has not moved for ${Math.round(still / 1000)} s; stopping the run. Files still running:\n${where.join("\n")}\n`);
    process.exit(1);
  }
}
