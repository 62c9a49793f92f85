import { onMounted, onUnmounted, shallowRef, type ShallowRef } from "vue";
import { request } from "../api/client";
import type { AnyRecord, EntityMeta } from "../entities/meta";
import { formatValue } from "./format";

/** For each reference field of a record type: the names of the records it can point at, by id. */
export function useReferenceLabels(meta: EntityMeta): ShallowRef<Record<string, Record<string, string>>> {
  const labels = shallowRef<Record<string, Record<string, string>>>({});
  let active = true;
  onMounted(() => {
    const references = meta.fields.filter((field) => field.target);
    Promise.all(
      references.map(async (field) => {
        const target = field.target;
        if (!target) return [field.name, {}] as const;
        const records = await request<AnyRecord[]>("GET", `/api/${target.route}`);
        const names = Object.fromEntries(
          records.map((record) => [record.id, formatValue(target.displayKind, record[target.displayField])]),
        );
        return [field.name, names] as const;
      }),
    ).then(
      (entries) => {
        if (active) labels.value = Object.fromEntries(entries);
      },
      () => {
        // Names are a nicety: without them the table shows ids.
      },
    );
  });
  onUnmounted(() => {
    active = false;
  });
  return labels;
}
