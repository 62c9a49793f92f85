import { code } from "../../files";
import type { GeneratedFile } from "../../types";
import { templateText } from "../../template-texts";

/** The create/edit form every entity's detail screen uses, with its reference picker. */
export const entityFormFiles = (): GeneratedFile[] => [
  code("frontend/src/components/ReferenceSelect.tsx", "frontend", templateText("shared/react/templates/frontend/src/components/ReferenceSelect.tsx")),
  code("frontend/src/components/EntityForm.tsx", "frontend", templateText("shared/react/templates/frontend/src/components/EntityForm.tsx")),
];
