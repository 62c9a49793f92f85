import { z } from "zod";
import { FRONTEND_STACK, type FrontendStackId } from "./project-options";

/** The frontends the preview compiles in the browser; the others say why not (see PREVIEW_UNSUPPORTED). */
export const PREVIEW_FRONTENDS = ["react", "vue", "angular", "nextjs"] as const satisfies readonly FrontendStackId[];
export type PreviewFrontend = (typeof PREVIEW_FRONTENDS)[number];

/** Every frontend stack is previewed now; a stack added later says here why it is not yet. */
export const PREVIEW_UNSUPPORTED: Readonly<Record<Exclude<FrontendStackId, PreviewFrontend>, string>> = {};

export const isPreviewFrontend = (frontend: string): frontend is PreviewFrontend => (PREVIEW_FRONTENDS as readonly string[]).includes(frontend);

/** The most a published build may weigh: the compiled app (its libraries are served apart), and its styles. */
export const MAX_PREVIEW_JS = 3_000_000;
export const MAX_PREVIEW_CSS = 500_000;

export const previewBuildInfoSchema = z.object({ version: z.string(), builtAt: z.string() });
export type PreviewBuildInfo = z.infer<typeof previewBuildInfoSchema>;

/** A problem a preview build found: in a file of the project (its repository path) at a line when known. */
export const compileProblemSchema = z.object({
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  text: z.string(),
});
export type CompileProblem = z.infer<typeof compileProblemSchema>;

/** At most this many of a failed build's problems are kept and shown. */
export const MAX_BUILD_PROBLEMS = 50;

/**
 * The preview's latest build that is not (yet) the published one: under way, or failed with its problems. The
 * published build stays live meanwhile. Null when the latest build is the published one.
 */
export const previewAttemptSchema = z.object({
  version: z.string(),
  status: z.enum(["building", "failed"]),
  problems: z.array(compileProblemSchema).max(MAX_BUILD_PROBLEMS),
  at: z.string(),
});
export type PreviewAttempt = z.infer<typeof previewAttemptSchema>;

/**
 * After a build, the Preview card visits every screen of the app in a hidden preview document (the same
 * sandbox, capability and preview API as the one the owner sees). The document is told which screens, and
 * the storage to start with (a sign-in), in its address's fragment (#appforge-visit=<JSON>), and
 * reports what broke on each screen in a message of type PREVIEW_SCREENS_MESSAGE. The card sends the report to
 * POST /project-files/{id}/preview/screens; a screen that breaks is a qa finding.
 */
export const PREVIEW_VISIT_FRAGMENT = "appforge-visit";
export const PREVIEW_SCREENS_MESSAGE = "appforge-preview-screens";
/** Bounds of a visit and its report: screens, problems per screen, characters of a path and of a problem. */
export const PREVIEW_SCREEN_LIMITS = { screens: 200, problems: 5, path: 300, problem: 500 } as const;

export const screenResultSchema = z.object({
  path: z.string().min(1).max(PREVIEW_SCREEN_LIMITS.path).startsWith("/"),
  ok: z.boolean(),
  /** What broke, first one first: an uncaught error, a failed API call, a blank screen. Empty when ok. */
  problems: z.array(z.string().max(PREVIEW_SCREEN_LIMITS.problem)).max(PREVIEW_SCREEN_LIMITS.problems),
});
export type ScreenResult = z.infer<typeof screenResultSchema>;

/** The visit document's report: the screens it visited; `next`, when the app broke down, is where a fresh document goes on. */
export const previewScreensMessageSchema = z.object({
  type: z.literal(PREVIEW_SCREENS_MESSAGE),
  results: z.array(screenResultSchema).max(PREVIEW_SCREEN_LIMITS.screens),
  next: z.number().int().nonnegative().nullable(),
});

/** POST /project-files/{id}/preview/visit: the screens to visit in the published build, and the storage that signs the visit in. */
export const previewVisitSchema = z.object({
  success: z.literal(true),
  /** The published build the visit runs. */
  version: z.string(),
  screens: z.array(z.object({ path: z.string(), title: z.string() })).max(PREVIEW_SCREEN_LIMITS.screens),
  storage: z.array(z.tuple([z.string(), z.string()])).max(10),
});
export type PreviewVisit = z.infer<typeof previewVisitSchema>;

/** POST /project-files/{id}/preview/screens: what a visit of the build `version` saw. */
export const reportScreensSchema = z.object({
  version: z.string().min(1).max(200),
  results: z.array(screenResultSchema).min(1).max(PREVIEW_SCREEN_LIMITS.screens),
});
export type ReportScreens = z.infer<typeof reportScreensSchema>;

/** The latest visit's report, as the preview's status carries it. */
export const previewScreenReportSchema = reportScreensSchema.extend({ checkedAt: z.string() });
export type PreviewScreenReport = z.infer<typeof previewScreenReportSchema>;

/**
 * What qa made of a report: recorded on the qa task (and the tasks it sends back); waiting until the agents
 * finish; already recorded for this build; or about a build that is no longer the published one.
 */
export const SCREEN_REPORT_OUTCOMES = ["recorded", "waiting", "already", "stale"] as const;
export const reportScreensResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.enum(SCREEN_REPORT_OUTCOMES),
  message: z.string(),
});
export type ScreenReportOutcome = Omit<z.infer<typeof reportScreensResponseSchema>, "success">;

/** GET /project-files/{id}/preview: where the preview lives and which build it runs. */
/**
 * What answers the preview's API, run in a sandboxed dynamic Worker: the app's own backend ("own", a Workers
 * backend with every edit), or the Workers backend generated from the same app model ("generated": a Node,
 * Python, PHP or Java server cannot run in a Worker); "unavailable" when this AppForge has no Worker Loader.
 */
export const PREVIEW_APIS = ["own", "generated", "unavailable"] as const;
export type PreviewApi = (typeof PREVIEW_APIS)[number];

export const previewStatusSchema = z.object({
  success: z.literal(true),
  frontend: z.enum(FRONTEND_STACK).nullable(),
  supported: z.boolean(),
  /** Why there is no preview, in words for the user; null when there can be one. */
  reason: z.string().nullable(),
  documentUrl: z.string(),
  apiUrl: z.string(),
  api: z.enum(PREVIEW_APIS),
  build: previewBuildInfoSchema.nullable(),
  /** A build under way or failed since the published one (which stays live); null when there is none. */
  attempt: previewAttemptSchema.nullable(),
  /** The latest visit of the screens (see PREVIEW_VISIT_FRAGMENT); null before one. */
  screens: previewScreenReportSchema.nullable(),
});
export type PreviewStatus = z.infer<typeof previewStatusSchema>;

/** PUT /project-files/{id}/preview: the frontend the owner's browser compiled. */
/**
 * The library script a build was compiled against, as /preview-vendor/ names it: the stack and the pinned
 * versions ("react-18.3.1-18.3.1-6.30.1.js"). Only such a name reaches the preview document.
 */
/**
 * The previewed app's storage (its sign-in) outlives a rebuild: the preview document reports its entries to
 * the page that embeds it in a message of this type, and takes them back from its address's fragment.
 */
export const PREVIEW_STORAGE_MESSAGE = "appforge-preview-storage";
export const PREVIEW_STORAGE_FRAGMENT = "appforge-storage";
/** At most this many entries, of at most this many characters in all, are handed over. */
export const PREVIEW_STORAGE_LIMITS = { entries: 50, chars: 16_000 } as const;
export const previewStorageMessageSchema = z.object({
  type: z.literal(PREVIEW_STORAGE_MESSAGE),
  entries: z.array(z.tuple([z.string(), z.string()])).max(PREVIEW_STORAGE_LIMITS.entries),
});

export const PREVIEW_VENDOR_FILE = /^([a-z]+)-[0-9][0-9A-Za-z.-]*\.js$/;

export const publishPreviewSchema = z.object({
  version: z.string().min(1).max(200),
  js: z.string().min(1).max(MAX_PREVIEW_JS),
  css: z.string().max(MAX_PREVIEW_CSS),
  vendor: z.string().max(100).regex(PREVIEW_VENDOR_FILE, "vendor must name one of the preview's library scripts"),
});
export type PublishPreview = z.infer<typeof publishPreviewSchema>;

export const publishPreviewResponseSchema = z.object({
  success: z.literal(true),
  build: previewBuildInfoSchema,
  /** The records started again from the samples (a first build, or a model whose records changed). */
  seeded: z.boolean(),
  documentUrl: z.string(),
});

/** GET /project-files/{id}/preview/sources: the files a build reads (the frontend's source), and the stored app model's version. */
export const previewSourcesSchema = z.object({
  success: z.literal(true),
  files: z.array(z.object({ path: z.string(), content: z.string() })),
  appModelVersion: z.number().int().positive().nullable(),
});
export type PreviewSources = z.infer<typeof previewSourcesSchema>;

/** POST /project-files/{id}/preview/build: the room builds the preview again (answered at once; the build follows). */
export const previewBuildRequestedSchema = z.object({ success: z.literal(true), message: z.string() });

export const resetPreviewResponseSchema = z.object({ success: z.literal(true), message: z.string() });
/** A new preview link: every earlier one stops at once. */
export const rotatePreviewLinkResponseSchema = z.object({ success: z.literal(true), documentUrl: z.url(), apiUrl: z.url(), message: z.string() });

/** Where a project without an app model stands, as the Preview card says it: always the current stage. */
export function previewWaitingReason(status: string): string {
  switch (status) {
    case "draft":
      return "The preview appears once development has started and the app model is decided: start development first.";
    case "planning":
    case "in_progress":
      return "The architect is deciding the app's records: the preview builds once they are decided and the frontend is written.";
    case "paused":
      return "The project is paused before the architect decided the app's records: the preview builds once it goes on.";
    default:
      return "The app's records were not decided: retry the architect's task, and the preview builds once they are.";
  }
}
