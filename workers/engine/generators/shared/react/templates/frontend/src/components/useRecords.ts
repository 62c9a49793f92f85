import { useCallback, useEffect, useState } from "react";

/** Loads a list once and on demand (reload), keeping the last error for the screen to show. */
export function useRecords<T>(load: () => Promise<T[]>) {
  const [records, setRecords] = useState<T[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setRecords(await load());
      setError(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { records, error, loading, reload };
}
