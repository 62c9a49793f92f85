import type { AppModel } from "../../model";
import { code, test } from "../files";
import { dataLayerFiles } from "../shared/frontend/data-layer";
import type { GeneratedFile } from "../types";

const useRecords = `
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
`;

const referenceLabels = `
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
        const records = await request<AnyRecord[]>("GET", \`/api/\${target.route}\`);
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
`;

const table = `
<script setup lang="ts">
import { computed } from "vue";
import { RouterLink } from "vue-router";
import type { AnyRecord, EntityMeta, FieldMeta } from "../entities/meta";
import { formatValue } from "./format";
import { useReferenceLabels } from "./useReferenceLabels";

const MAX_COLUMNS = 5;

/** A record type's list: the naming field first, each row linking to the record. */
const props = defineProps<{ meta: EntityMeta; records: AnyRecord[]; empty: string }>();
const labels = useReferenceLabels(props.meta);

const columns = computed(() =>
  [
    ...props.meta.fields.filter((field) => field.name === props.meta.displayField),
    ...props.meta.fields.filter((field) => field.name !== props.meta.displayField && field.format !== "long"),
  ].slice(0, MAX_COLUMNS),
);

function shown(field: FieldMeta, record: AnyRecord): string {
  const value = record[field.name];
  if (field.kind === "reference" && typeof value === "string") return labels.value[field.name]?.[value] ?? value;
  return formatValue(field.kind, value);
}

const link = (record: AnyRecord) => \`/\${props.meta.route}/\${encodeURIComponent(record.id)}\`;
</script>

<template>
  <p v-if="records.length === 0" class="muted">{{ empty }}</p>
  <div v-else class="table-scroll">
    <table class="table">
      <thead>
        <tr>
          <th v-for="field in columns" :key="field.name" scope="col">{{ field.label }}</th>
        </tr>
      </thead>
      <tbody>
        <tr v-for="record in records" :key="record.id">
          <td v-for="(field, index) in columns" :key="field.name">
            <RouterLink v-if="index === 0" :to="link(record)">{{ shown(field, record) }}</RouterLink>
            <template v-else>{{ shown(field, record) }}</template>
          </td>
        </tr>
      </tbody>
    </table>
  </div>
</template>
`;

const referenceSelect = `
<script setup lang="ts">
import { onMounted, onUnmounted, shallowRef } from "vue";
import { request } from "../api/client";
import type { AnyRecord, FieldMeta } from "../entities/meta";
import { formatValue } from "./format";

/** A select of the records a reference field can point at. */
const props = defineProps<{ id: string; field: FieldMeta; value: string }>();
const emit = defineEmits<{ change: [value: string] }>();
const options = shallowRef<AnyRecord[]>([]);
let active = true;

onMounted(() => {
  const target = props.field.target;
  if (!target) return;
  request<AnyRecord[]>("GET", \`/api/\${target.route}\`).then(
    (records) => {
      if (active) options.value = records;
    },
    () => {
      if (active) options.value = [];
    },
  );
});
onUnmounted(() => {
  active = false;
});

function name(record: AnyRecord): string {
  const target = props.field.target;
  return target ? formatValue(target.displayKind, record[target.displayField]) : record.id;
}

const placeholder = props.field.required ? \`Choose a \${props.field.label.toLowerCase()}\` : "None";
const choose = (event: Event) => emit("change", (event.target as HTMLSelectElement).value);
</script>

<template>
  <select :id="id" :value="value" :required="field.required" @change="choose">
    <option value="">{{ placeholder }}</option>
    <option v-for="record in options" :key="record.id" :value="record.id">{{ name(record) }}</option>
  </select>
</template>
`;

const form = `
<script setup lang="ts">
import { reactive, ref, shallowRef } from "vue";
import { ApiError } from "../api/client";
import type { AnyRecord, EntityMeta, FieldMeta, RecordValue } from "../entities/meta";
import { toFormValues, toPayload } from "./form-values";
import ReferenceSelect from "./ReferenceSelect.vue";

const INPUT_TYPES: Record<string, string> = { email: "email", url: "url" };

/** A record type's create/edit form, built from its fields; server-side validation messages show per field. */
const props = defineProps<{
  meta: EntityMeta;
  initial?: AnyRecord;
  submitLabel: string;
  save: (values: Record<string, RecordValue>) => Promise<void>;
}>();

const values = reactive(toFormValues(props.meta, props.initial));
const issues = shallowRef<Record<string, string>>({});
const saving = ref(false);

const inputId = (field: FieldMeta) => \`field-\${field.name}\`;
const text = (field: FieldMeta) => {
  const value = values[field.name];
  return typeof value === "string" ? value : "";
};
const inputType = (field: FieldMeta) =>
  field.kind === "number" ? "number" : field.kind === "date" ? "datetime-local" : (INPUT_TYPES[field.format ?? ""] ?? "text");

function setText(field: FieldMeta, event: Event) {
  values[field.name] = (event.target as HTMLInputElement | HTMLTextAreaElement).value;
}
function setChecked(field: FieldMeta, event: Event) {
  values[field.name] = (event.target as HTMLInputElement).checked;
}

async function submit() {
  saving.value = true;
  try {
    await props.save(toPayload(props.meta, values));
    issues.value = {};
  } catch (failure) {
    if (failure instanceof ApiError) {
      issues.value = Object.fromEntries(failure.issues.map((issue) => [issue.path, issue.message]));
    }
  } finally {
    saving.value = false;
  }
}
</script>

<template>
  <form class="form card" @submit.prevent="submit">
    <div v-for="field in meta.fields" :key="field.name">
      <div v-if="field.kind === 'boolean'" class="field checkbox">
        <input :id="inputId(field)" type="checkbox" :checked="values[field.name] === true" @change="setChecked(field, $event)" />
        <label :for="inputId(field)">{{ field.label }}</label>
      </div>
      <div v-else class="field">
        <label :for="inputId(field)" :class="field.required ? 'required' : undefined">{{ field.label }}</label>
        <ReferenceSelect
          v-if="field.kind === 'reference'"
          :id="inputId(field)"
          :field="field"
          :value="text(field)"
          @change="(value) => (values[field.name] = value)"
        />
        <textarea
          v-else-if="field.format === 'long'"
          :id="inputId(field)"
          :required="field.required"
          :value="text(field)"
          rows="4"
          @input="setText(field, $event)"
        ></textarea>
        <input
          v-else
          :id="inputId(field)"
          :type="inputType(field)"
          :step="field.kind === 'number' ? 'any' : undefined"
          :required="field.required"
          :value="text(field)"
          @input="setText(field, $event)"
        />
      </div>
      <p v-if="issues[field.name]" class="error">{{ issues[field.name] }}</p>
    </div>
    <button type="submit" class="button" :disabled="saving">{{ saving ? "Saving…" : submitLabel }}</button>
  </form>
</template>
`;

const errorMessage = `
<script setup lang="ts">
import { computed } from "vue";
import { ApiError } from "../api/client";

/** Shows a failed call in words a user can act on. */
const props = defineProps<{ error: unknown }>();

const text = computed(() => {
  if (props.error instanceof ApiError) return props.error.message;
  if (props.error instanceof TypeError) return "The server cannot be reached. Check your connection and try again.";
  return "Something went wrong. Please try again.";
});
</script>

<template>
  <p v-if="error" role="alert" class="error">{{ text }}</p>
</template>
`;

const notFound = `
<script setup lang="ts">
import { RouterLink } from "vue-router";
</script>

<template>
  <section class="screen">
    <h1>Page not found</h1>
    <p>
      <RouterLink to="/">Back to the start</RouterLink>
    </p>
  </section>
</template>
`;

const mountHelpers = `
import { flushPromises, mount, type VueWrapper } from "@vue/test-utils";
import { defineComponent, h, type Component } from "vue";
import { createMemoryHistory, createRouter, RouterView, type RouteRecordRaw, type Router } from "vue-router";

const mounted: VueWrapper[] = [];

/** Opens \`path\` in a memory router over \`routes\`, as the app would show it. */
export async function mountAt(path: string, routes: RouteRecordRaw[], router?: Router): Promise<VueWrapper> {
  const active = router ?? createRouter({ history: createMemoryHistory(), routes, linkActiveClass: "active" });
  await active.push(path);
  await active.isReady();
  const wrapper = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [active] } });
  mounted.push(wrapper);
  await flushPromises();
  return wrapper;
}

/** Opens one screen alone, at any path, with a router that resolves its links. */
export const mountScreen = (screen: Component, path = "/") => mountAt(path, [{ path: "/:pathMatch(.*)*", component: screen }]);

/** Unmounts everything the test opened (call it in afterEach). */
export function unmountAll(): void {
  for (const wrapper of mounted.splice(0)) wrapper.unmount();
}

/** The control a label names (its \`for\`), as a user finds it. */
export function control(wrapper: VueWrapper, label: string) {
  const found = wrapper.findAll("label").find((candidate) => candidate.text() === label);
  const id = found?.attributes("for");
  if (!id) throw new Error(\`No field is labelled "\${label}"\`);
  return wrapper.get(\`#\${id}\`);
}

/** The value a labelled input, text area or select shows. */
export function valueOf(wrapper: VueWrapper, label: string): string {
  return (control(wrapper, label).element as HTMLInputElement).value;
}

/** The button with this text. */
export function button(wrapper: VueWrapper, name: string) {
  const found = wrapper.findAll("button").find((candidate) => candidate.text() === name);
  if (!found) throw new Error(\`No button reads "\${name}"\`);
  return found;
}

/** The level-1 heading's text, or null while there is none. */
export function heading(wrapper: VueWrapper): string | null {
  const found = wrapper.find("h1");
  return found.exists() ? found.text() : null;
}
`;

/** The generic parts every screen is built from: the data layer (shared with React), table, form, references and messages. */
export function vueComponentFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/${path}`, "frontend", content);
  return [
    ...dataLayerFiles(model),
    test("frontend/src/test/mount.ts", mountHelpers),
    ui("components/useRecords.ts", useRecords),
    ui("components/useReferenceLabels.ts", referenceLabels),
    ui("components/EntityTable.vue", table),
    ui("components/ReferenceSelect.vue", referenceSelect),
    ui("components/EntityForm.vue", form),
    ui("components/ErrorMessage.vue", errorMessage),
    ui("components/NotFound.vue", notFound),
  ];
}
