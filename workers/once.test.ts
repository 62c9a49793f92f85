import { describe, expect, it } from "vitest";
import { keptByKey, onceUntilFailed } from "./once";

/** A load whose calls are answered by hand, in any order, and counted. */
function loadByHand<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

describe("onceUntilFailed", () => {
  it("keeps the first value loaded and loads no more", async () => {
    let calls = 0;
    const read = onceUntilFailed(async () => ++calls);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(calls).toBe(1);
  });

  it("never makes a caller wait on another caller's load: one that never settles holds up no one else", async () => {
    const { load, pending } = loadByHand<string>();
    const read = onceUntilFailed(load);
    void read(); // Its request was cancelled: this load never settles.
    const second = read();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve("loaded");
    expect(await second).toBe("loaded");
    expect(await read()).toBe("loaded");
    expect(pending).toHaveLength(2);
  });

  it("keeps the value that arrived first when two loads run at once", async () => {
    const { load, pending } = loadByHand<string>();
    const read = onceUntilFailed(load);
    const [first, second] = [read(), read()];
    pending[1]?.resolve("second");
    pending[0]?.resolve("first");
    expect(await first).toBe("second");
    expect(await second).toBe("second");
  });

  it("does not keep a failure: the next call loads again", async () => {
    const { load, pending } = loadByHand<string>();
    const read = onceUntilFailed(load);
    const failed = read();
    pending[0]?.reject(new Error("missing"));
    await expect(failed).rejects.toThrow("missing");
    const again = read();
    pending[1]?.resolve("there");
    expect(await again).toBe("there");
  });
});

describe("keptByKey", () => {
  it("loads each key once, and forgets the oldest beyond what it keeps", async () => {
    const loads: string[] = [];
    const cached = keptByKey<string, string>(2);
    const get = (key: string) => cached(key, async () => (loads.push(key), key.toUpperCase()));
    expect(await get("a")).toBe("A");
    expect(await get("a")).toBe("A");
    await get("b");
    await get("c");
    expect(await get("b")).toBe("B");
    expect(await get("a")).toBe("A");
    expect(loads).toEqual(["a", "b", "c", "a"]);
  });

  it("never shares a load in flight, and keeps no failure", async () => {
    const { load, pending } = loadByHand<string>();
    const cached = keptByKey<string, string>();
    void cached("k", load);
    const second = cached("k", load);
    pending[1]?.reject(new Error("refused"));
    await expect(second).rejects.toThrow("refused");
    const third = cached("k", load);
    pending[2]?.resolve("key");
    expect(await third).toBe("key");
    expect(await cached("k", load)).toBe("key");
    expect(pending).toHaveLength(3);
  });
});
