/**
 * What an isolate loads once and keeps, shared by the requests and objects it serves.
 *
 * Only a settled value is shared, never a load in flight: workerd ties a promise to the request (or object event)
 * that made it, and when that request ends or is cancelled (the visitor left, the room was ended) a continuation
 * another request attached to it is dropped, so that request would wait forever, and every later one with it.
 * Two requests that start on a cold isolate together each load; the first value to arrive is kept.
 */

/**
 * `load`, run until its result is had once, then kept for the isolate's life (the argument of the call that
 * loaded it is the one used); a failed load is not kept, so the next call tries again. For an asset read, the
 * pages' server build.
 */
export function onceUntilFailed<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  const kept = keptByKey<null, T>();
  return (...args) => kept(null, () => load(...args));
}

/**
 * A value per key, loaded by the call that first asks for it and kept (a failed load is not kept, so the next call
 * tries again), keeping the `keep` most recently loaded keys. For a signing key per secret, a compiled backend per
 * source version.
 */
export function keptByKey<K, T>(keep = Number.POSITIVE_INFINITY): (key: K, load: () => Promise<T>) => Promise<T> {
  const kept = new Map<K, { value: T }>();
  return async (key, load) => {
    const known = kept.get(key);
    if (known) return known.value;
    const value = await load();
    const first = kept.get(key) ?? { value };
    kept.set(key, first);
    for (const old of kept.keys()) if (kept.size > keep) kept.delete(old);
    return first.value;
  };
}
