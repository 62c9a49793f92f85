import { code } from "../../files";
import type { GeneratedFile } from "../../types";
import referenceSelect from "./templates/frontend/src/components/ReferenceSelect.tsx?raw";
import form from "./templates/frontend/src/components/EntityForm.tsx?raw";

/** The create/edit form every entity's detail screen uses, with its reference picker. */
export const entityFormFiles = (): GeneratedFile[] => [
  code("frontend/src/components/ReferenceSelect.tsx", "frontend", referenceSelect),
  code("frontend/src/components/EntityForm.tsx", "frontend", form),
];
