import { describe, expect, it } from "vitest";
import type { ProjectSnapshot } from "../contract/events";
import { roomEventSchema } from "../contract/events";
import { SNAPSHOT_VERSION_KEY, SnapshotFeed, type SnapshotHost } from "./snapshot";

const INTERVAL = 100;
const PROJECT = "11111111-1111-4111-8111-111111111111";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await pause(2);
  }
}

/** A room as the feed sees it: a storage map, a queue, a count of reads, and what it broadcast. */
function fakeRoom(options: { watching?: boolean; stored?: number } = {}) {
  const store = new Map<string, unknown>(options.stored === undefined ? [] : [[SNAPSHOT_VERSION_KEY, options.stored]]);
  let chain: Promise<unknown> = Promise.resolve();
  const room = {
    reads: 0,
    progress: 0,
    watching: options.watching ?? true,
    sent: [] as Array<{ version: number; progress: number }>,
    store,
  };
  const host: SnapshotHost = {
    projectId: () => PROJECT,
    storage: () => ({
      get: (async (key: string) => store.get(key)) as DurableObjectStorage["get"],
      put: (async (key: string, value: unknown) => {
        store.set(key, value);
      }) as DurableObjectStorage["put"],
    }),
    read: async () => {
      room.reads += 1;
      await pause(1);
      return snapshot(room.progress);
    },
    serialized: <T,>(fn: () => Promise<T>) => {
      const run = chain.then(fn, fn);
      chain = run.catch(() => undefined);
      return run;
    },
    watching: () => room.watching,
    broadcast: (message) => {
      const event = roomEventSchema.parse(JSON.parse(message));
      if (event.type === "project-snapshot") room.sent.push({ version: event.version, progress: event.snapshot.progress });
    },
  };
  return { room, feed: new SnapshotFeed(host, INTERVAL), host };
}

function snapshot(progress: number): ProjectSnapshot {
  const idle = { status: "idle", current_task: null } as const;
  return {
    status: "in_progress",
    progress,
    counts: { total: 0, pending: 0, in_progress: 0, completed: 0, failed: 0 },
    agent_statuses: { architect: idle, frontend: idle, backend: idle, devops: idle, qa: idle, deployment: idle },
    tasks: [],
    responses: [],
    preview: { appModelVersion: null, build: null, attempt: null },
    files: { count: 0, version: null },
  };
}

describe("SnapshotFeed", () => {
  it("sends one snapshot for a burst of changes at once, then one more at the interval's end for the changes after it", async () => {
    const { room, feed } = fakeRoom();
    room.progress = 10;
    for (let i = 0; i < 20; i += 1) feed.changed();
    await until(() => room.sent.length > 0);
    expect(room.sent).toEqual([{ version: 1, progress: 10 }]);
    room.progress = 20;
    for (let i = 0; i < 20; i += 1) feed.changed();
    room.progress = 30;
    feed.changed();
    await pause(10);
    expect(room.sent).toHaveLength(1);
    await until(() => room.sent.length > 1);
    // The last change is always followed by a snapshot that shows it.
    expect(room.sent).toEqual([
      { version: 1, progress: 10 },
      { version: 2, progress: 30 },
    ]);
    await pause(INTERVAL * 2);
    expect(room.reads).toBe(2);
  });

  it("waits for the room's queue, and a change after its reading asks for another snapshot", async () => {
    const { room, feed, host } = fakeRoom();
    // A long section holds the queue: the change made behind it is still in the snapshot that waits for it.
    void host.serialized(async () => {
      await pause(20);
      room.progress = 50;
    });
    feed.changed();
    await until(() => room.sent.length > 0);
    expect(room.sent).toEqual([{ version: 1, progress: 50 }]);
    room.progress = 60;
    feed.changed();
    await until(() => room.sent.length > 1);
    expect(room.sent).toEqual([
      { version: 1, progress: 50 },
      { version: 2, progress: 60 },
    ]);
  });

  it("reads nothing while no screen watches", async () => {
    const { room, feed } = fakeRoom({ watching: false });
    feed.changed();
    feed.changed();
    await pause(INTERVAL + 20);
    expect(room.reads).toBe(0);
    expect(room.sent).toEqual([]);
  });

  it("versions go on from the stored one, also for a connecting screen's snapshot, and are stored", async () => {
    const { room, feed } = fakeRoom({ stored: 41 });
    const first = await feed.current();
    expect(first?.version).toBe(42);
    feed.changed();
    await until(() => room.sent.length > 0);
    expect(room.sent).toEqual([{ version: 43, progress: 0 }]);
    expect(room.store.get(SNAPSHOT_VERSION_KEY)).toBe(43);
    // A new instance of the room (after a restart) carries on from the storage.
    const again = new SnapshotFeed({ ...fakeRoom().host, storage: () => ({ get: (async () => room.store.get(SNAPSHOT_VERSION_KEY)) as DurableObjectStorage["get"], put: (async () => undefined) as DurableObjectStorage["put"] }) }, INTERVAL);
    expect((await again.current())?.version).toBe(44);
  });
});
