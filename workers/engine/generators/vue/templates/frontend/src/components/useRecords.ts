import { onMounted, ref, shallowRef } from "vue";

/** Loads a list when the screen opens and on demand (reload), keeping the last error for the screen to show. */
export function useRecords<T>(load: () => Promise<T[]>) {
  const records = shallowRef<T[]>([]);
  const error = shallowRef<unknown>(null);
  const loading = ref(true);

  const reload = async () => {
    try {
      records.value = await load();
      error.value = null;
    } catch (failure) {
      error.value = failure;
    } finally {
      loading.value = false;
    }
  };

  onMounted(() => {
    void reload();
  });

  return { records, error, loading, reload };
}
