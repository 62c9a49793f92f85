import { code, test } from "../files";
import type { GeneratedFile } from "../types";
import { templateText } from "../template-texts";

/** The module the shared screens import their routing from (see shared/react/routing.ts), resolved by tsconfig paths. */
export const NEXT_ROUTER = "@/routing";

/**
 * The routing the shared screens use and its test: src/routing.tsx gives the names the screens route with
 * (Link, Navigate, useNavigate, useParams, useLocation) on the App Router; a redirect's "where from" travels
 * as ?from= and comes back as location.state. src/test/next-navigation.tsx is the in-memory next/navigation
 * the tests run on (vitest.config.mts points the import there).
 */
export const routingFiles = (): GeneratedFile[] => [
  code("frontend/src/routing.tsx", "frontend", templateText("nextjs/templates/frontend/src/routing.tsx")),
  test("frontend/src/test/next-navigation.tsx", templateText("nextjs/templates/frontend/src/test/next-navigation.tsx")),
  test("frontend/src/routing.test.tsx", templateText("nextjs/templates/frontend/src/routing.test.tsx")),
];
