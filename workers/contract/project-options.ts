
/**
 * The wizard's option values and the words the screens show for them.
 * Each label table is keyed by the value type, so adding a value without a label fails to compile.
 */

export const PROJECT_TYPES = ["ecommerce", "crm", "analytics", "content", "mobile", "custom"] as const;
export const FEATURES = [
  "auth",
  "dashboard",
  "payments",
  "notifications",
  "api",
  "analytics",
  "search",
  "file-upload",
  "real-time",
  "mobile-responsive",
] as const;
export const FRONTEND_STACK = ["react", "vue", "angular", "nextjs"] as const;
export const BACKEND_STACK = ["nodejs", "python", "php", "java", "workers"] as const;
export const DATABASE_STACK = ["postgresql", "mongodb", "mysql", "d1"] as const;
export const TECH_STACK = [...FRONTEND_STACK, ...BACKEND_STACK, ...DATABASE_STACK] as const;
export const DEPLOYMENT_PLATFORMS = ["render", "vercel", "aws", "digitalocean"] as const;
/** Where a project deploys when the wizard left the choice open. */
export const DEFAULT_DEPLOYMENT_PLATFORM = "render" satisfies (typeof DEPLOYMENT_PLATFORMS)[number];
export const DESIGN_STYLES = ["modern", "professional", "creative", "minimal"] as const;
export const PROJECT_STATUSES = ["draft", "planning", "in_progress", "completed", "failed", "paused"] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Feature = (typeof FEATURES)[number];
export type FrontendStackId = (typeof FRONTEND_STACK)[number];
export type BackendStackId = (typeof BACKEND_STACK)[number];
export type DatabaseStackId = (typeof DATABASE_STACK)[number];
export type TechStackId = (typeof TECH_STACK)[number];
export type DeploymentPlatform = (typeof DEPLOYMENT_PLATFORMS)[number];
export type DesignStyle = (typeof DESIGN_STYLES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface Option<V extends string> {
  value: V;
  label: string;
  description: string;
}

type Details<V extends string> = Record<V, Omit<Option<V>, "value">>;

function toOptions<V extends string>(values: readonly V[], details: Details<V>): Option<V>[] {
  return values.map((value) => ({ value, ...details[value] }));
}

export const PROJECT_TYPE_OPTIONS = toOptions(PROJECT_TYPES, {
  ecommerce: { label: "E-commerce Platform", description: "Online store with products, cart, checkout and orders" },
  crm: { label: "CRM System", description: "Customer records, sales pipeline and follow-ups" },
  analytics: { label: "Analytics Dashboard", description: "Charts, reports and insights from your data" },
  content: { label: "Content Management", description: "Publish and manage articles, pages and media" },
  mobile: {
    label: "Mobile App",
    description: "A web app people install on their phone's home screen: its own icon, full screen, it opens without a network (not an app-store app)",
  },
  custom: { label: "Custom Application", description: "Something else, described in your own words" },
});

export const FEATURE_OPTIONS = toOptions(FEATURES, {
  auth: { label: "User Authentication", description: "Sign-up, sign-in and user accounts" },
  dashboard: { label: "Admin Dashboard", description: "An overview screen for managing the application" },
  payments: { label: "Payment Processing", description: "Take card payments and subscriptions" },
  notifications: { label: "Notifications", description: "Email and in-app notifications" },
  api: { label: "REST API", description: "An API other systems can call" },
  analytics: { label: "Analytics & Reporting", description: "Usage metrics and reports" },
  search: { label: "Search", description: "Find records and content quickly" },
  "file-upload": { label: "File Upload", description: "Upload and store documents and images" },
  "real-time": { label: "Real-time Updates", description: "Live data without reloading the page" },
  "mobile-responsive": { label: "Mobile Responsive", description: "Phone-first extras: record lists as cards on phones, finger-sized controls (every app fits a phone)" },
});

export const FRONTEND_STACK_OPTIONS = toOptions(FRONTEND_STACK, {
  react: { label: "React", description: "Component-based UI library" },
  vue: { label: "Vue.js", description: "Progressive JavaScript framework" },
  angular: { label: "Angular", description: "Full-featured TypeScript framework" },
  nextjs: { label: "Next.js", description: "React framework with server rendering" },
});

export const BACKEND_STACK_OPTIONS = toOptions(BACKEND_STACK, {
  nodejs: { label: "Node.js", description: "JavaScript on the server" },
  python: { label: "Python", description: "Django, Flask or FastAPI" },
  php: { label: "PHP", description: "Laravel or Symfony" },
  java: { label: "Java", description: "Spring Boot" },
  workers: { label: "Cloudflare Workers", description: "Hono + D1 at the edge" },
});

export const DATABASE_STACK_OPTIONS = toOptions(DATABASE_STACK, {
  postgresql: { label: "PostgreSQL", description: "Relational database" },
  mongodb: { label: "MongoDB", description: "Document database" },
  mysql: { label: "MySQL", description: "Relational database" },
  d1: { label: "Cloudflare D1", description: "SQLite at the edge, only with Cloudflare Workers" },
});

/** The wizard's technology step, one group per heading. */
export const TECH_STACK_GROUPS = [
  { group: "frontend", label: "Frontend", options: FRONTEND_STACK_OPTIONS },
  { group: "backend", label: "Backend", options: BACKEND_STACK_OPTIONS },
  { group: "database", label: "Database", options: DATABASE_STACK_OPTIONS },
] as const;

export const TECH_STACK_OPTIONS: Option<TechStackId>[] = [
  ...FRONTEND_STACK_OPTIONS,
  ...BACKEND_STACK_OPTIONS,
  ...DATABASE_STACK_OPTIONS,
];

export const DEPLOYMENT_OPTIONS = toOptions(DEPLOYMENT_PLATFORMS, {
  render: { label: "Render", description: "Managed hosting for web services and databases" },
  vercel: { label: "Vercel", description: "Frontend and serverless hosting" },
  aws: { label: "AWS", description: "Amazon Web Services, for full control and scale" },
  digitalocean: { label: "DigitalOcean", description: "Simple cloud servers and app platform" },
});

export const DESIGN_OPTIONS = toOptions(DESIGN_STYLES, {
  modern: { label: "Modern", description: "Clean lines, bold type and generous spacing" },
  professional: { label: "Professional", description: "Sober and trustworthy, for business users" },
  creative: { label: "Creative", description: "Playful colours and expressive layouts" },
  minimal: { label: "Minimal", description: "Only what is needed, lots of white space" },
});

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: "Draft",
  planning: "Planning",
  in_progress: "In Progress",
  completed: "Completed",
  failed: "Failed",
  paused: "Paused",
};

/**
 * The label for a stored value; a value this build does not know (stored data is only
 * typed as string in places) shows as itself rather than vanishing.
 */
export function optionLabel(options: readonly Option<string>[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * One app is built with one frontend, one backend and one database. When the wizard's answers name more than
 * one of a layer, the first named is built and the others are not; this says so, in the same words on the
 * review step and in the architect's response (decision 017).
 */
export function stackChoiceNotes(techStack: readonly string[]): string[] {
  return TECH_STACK_GROUPS.flatMap(({ label, options }) => {
    const chosen = techStack.filter((id) => options.some((option) => option.value === id));
    const [built, ...left] = chosen;
    if (built === undefined || left.length === 0) return [];
    const names = left.map((id) => optionLabel(options, id));
    return [
      `${label}: you chose ${listed([optionLabel(options, built), ...names], "and")}. One app is built with one ${label.toLowerCase()}, so AppForge builds ${optionLabel(options, built)} (the first you chose) and not ${listed(names, "or")}.`,
    ];
  }).concat(pairingNotes(firstOf(techStack, BACKEND_STACK), firstOf(techStack, DATABASE_STACK)));
}

/** The backend that runs only with one database, and that database, which runs only with it. */
export const PAIRED_STACK = { backend: "workers", database: "d1" } as const satisfies { backend: BackendStackId; database: DatabaseStackId };

/** Whether a backend and a database make a stack AppForge builds: Workers only on D1, D1 only with Workers. */
export const stackPairs = (backend: string, database: string): boolean =>
  (backend === PAIRED_STACK.backend) === (database === PAIRED_STACK.database);

const firstOf = <V extends string>(ids: readonly string[], values: readonly V[]): V | undefined =>
  values.find((value) => value === ids.find((id) => (values as readonly string[]).includes(id)));

/**
 * Cloudflare Workers runs with Cloudflare D1 and D1 runs only in a Worker. When the first backend and database
 * chosen break that pairing, the backend decides: Workers gets D1, and D1 picked with another backend gives way
 * to that backend's default database (PostgreSQL). Said in the same words on the review step and in the
 * architect's response; model/stack.ts resolves the stack the same way.
 */
export function pairingNotes(backend: string | undefined, database: string | undefined): string[] {
  const name = (id: string) => optionLabel(TECH_STACK_OPTIONS, id);
  const { backend: paired, database: pairedDatabase } = PAIRED_STACK;
  if (backend === paired && database !== undefined && database !== pairedDatabase) {
    return [`${name(paired)} runs with ${name(pairedDatabase)}, so AppForge builds its database as ${name(pairedDatabase)} and not ${name(database)}.`];
  }
  if (backend !== undefined && backend !== paired && database === pairedDatabase) {
    return [`${name(pairedDatabase)} runs only with the ${name(paired)} backend, so AppForge builds ${name(backend)} with PostgreSQL and not ${name(pairedDatabase)}.`];
  }
  return [];
}

/** What the project type changes in what is built: said on the review step and in the architect's response. */
export function projectTypeNotes(projectType: string | null | undefined): string[] {
  if (projectType !== "mobile") return [];
  return [
    "Mobile App: the frontend is built as an installable web app. People add it to their phone's home screen from the browser; it opens full screen with its own icon, and its screens are kept on the phone so it opens without a network (records and signing in still need one). It is not an app-store app.",
  ];
}

const listed = (items: readonly string[], last: "and" | "or") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1) ?? ""}`;
