import { z } from "zod";
import type { RecordSpec } from "../repositories/repository.js";
{{dateImport}}

{{ruleNotes}}
/** What a client sends to create or replace {{aRecord}}. */
export const {{schema}} = z.object({
  {{schemaFields}}
}){{dateOrder}};
export type {{inputType}} = z.infer<typeof {{schema}}>;
export type {{type}} = {{inputType}} & { id: string };

export const {{spec}}: RecordSpec = {
  table: {{table}},
  label: {{label}},
  fields: [
    {{specFields}}
  ],
};
