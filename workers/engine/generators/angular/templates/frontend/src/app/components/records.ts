import { signal, type Signal } from "@angular/core";

export interface RecordList<T> {
  records: Signal<T[]>;
  error: Signal<unknown>;
  loading: Signal<boolean>;
  /** Loads the list again (after a change, or when the server announces one). */
  reload(): Promise<void>;
}

/** Loads a list now and on demand, keeping the last error for the screen to show. */
export function loadRecords<T>(load: () => Promise<T[]>): RecordList<T> {
  const records = signal<T[]>([]);
  const error = signal<unknown>(null);
  const loading = signal(true);
  const reload = async () => {
    try {
      records.set(await load());
      error.set(null);
    } catch (failure) {
      error.set(failure);
    } finally {
      loading.set(false);
    }
  };
  void reload();
  return { records: records.asReadonly(), error: error.asReadonly(), loading: loading.asReadonly(), reload };
}
