/**
 * `load`, run the first time its result is asked for and kept for the isolate's life (the argument of that call is
 * the one used); a failed load is not kept, so the next call tries again. For an asset read, the pages' server build.
 */
export function onceUntilFailed<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let value: Promise<T> | null = null;
  return (...args) => {
    if (!value) {
      const loading = load(...args);
      value = loading;
      loading.catch(() => {
        if (value === loading) value = null;
      });
    }
    return value;
  };
}
