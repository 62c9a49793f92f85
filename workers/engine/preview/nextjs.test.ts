import { describe, expect, it } from "vitest";
import { compilePreview } from "./compile";
import { PREVIEW_VENDOR } from "./vendor";
import { collectNextRoutes, NEXT_ENTRY, nextEntry, serverActionLine, withNextEnvironment } from "./nextjs";
import { compareRoutes, folderKeys, matchRoute, previewApiAddress, titleOf } from "../../contract/nextjs-routes";
import type { SourceFile } from "./sources";

/**
 * The Next.js preview's own logic: which routes the App Router's files make, the entry written for them,
 * how an address picks a route, and the compile path from the generated files to one script (the browser
 * journey in tests/e2e/preview.spec.ts runs it in the frame).
 */

const frontend = (files: Record<string, string>): SourceFile[] => Object.entries(files).map(([path, content]) => ({ path: `frontend/${path}`, content }));

/** The shape of the generated app: a root layout, a signed-in group with its layout, open pages, a not-found. */
const APP = {
  "src/app/layout.tsx": [
    'import type { Metadata } from "next";',
    'import type { ReactNode } from "react";',
    'import { Providers } from "./providers";',
    'import "../styles.css";',
    'export const metadata: Metadata = { title: "Crumb & Co" };',
    "export default function RootLayout({ children }: { children: ReactNode }) {",
    '  return <html lang="en"><body><Providers>{children}</Providers></body></html>;',
    "}",
  ].join("\n"),
  "src/app/providers.tsx": '"use client";\nimport type { ReactNode } from "react";\nexport function Providers({ children }: { children: ReactNode }) { return <>{children}</>; }',
  "src/app/page.tsx": 'import { redirect } from "next/navigation";\nexport default function HomePage() {\n  redirect("/orders");\n}',
  "src/app/not-found.tsx": 'import { Layout } from "@/components/Layout";\nexport default function NotFoundPage() { return <Layout><h1>Page not found</h1></Layout>; }',
  "src/app/(app)/layout.tsx": 'import type { ReactNode } from "react";\nimport { Layout } from "@/components/Layout";\nexport default function AppLayout({ children }: { children: ReactNode }) { return <Layout>{children}</Layout>; }',
  "src/app/(app)/orders/page.tsx": '"use client";\nimport { OrdersList } from "@/screens/orders/OrdersList";\nexport default function OrdersPage() { return <OrdersList />; }',
  "src/app/(app)/orders/[id]/page.tsx": '"use client";\nimport { useParams } from "next/navigation";\nexport default function OrderPage() { const { id } = useParams<{ id: string }>(); return <p>{id}</p>; }',
  "src/app/login/page.tsx": '"use client";\nexport default function LoginPage() { return <form />; }',
  "src/components/Layout.tsx": [
    '"use client";',
    'import Link from "next/link";',
    'import { usePathname } from "next/navigation";',
    'import type { ReactNode } from "react";',
    "export function Layout({ children }: { children: ReactNode }) {",
    "  const pathname = usePathname();",
    '  return <><nav aria-label="Main"><Link href="/orders" aria-current={pathname === "/orders" ? "page" : undefined}>Orders</Link></nav><main>{children}</main></>;',
    "}",
  ].join("\n"),
  "src/screens/orders/OrdersList.tsx": [
    'import { request } from "../../api/client";',
    "export function OrdersList() { void request(); return <h1>Orders</h1>; }",
  ].join("\n"),
  "src/api/client.ts": [
    'const BASE_URL = /* /api on this origin: next.config.mjs forwards it to the API */ "";',
    'export const request = () => fetch(`${process.env.NEXT_PUBLIC_API_URL ?? BASE_URL}/api/orders`, { headers: { "X-Mode": process.env.NODE_ENV ?? "", "X-Secret": process.env.API_SECRET ?? "none" } });',
  ].join("\n"),
  "src/styles.css": "body { margin: 0 }",
  "src/app/screens.test.tsx": "tests are not compiled",
};

describe("the App Router's routes", () => {
  const paths = Object.keys(APP);

  it("are every page under src/app, with the layouts above it, route groups out of the address", () => {
    const routes = collectNextRoutes(paths);
    expect(routes.problems).toEqual([]);
    expect(routes.levels.map((level) => ({ folders: level.folders, files: level.files }))).toEqual([
      { folders: [], files: { layout: "src/app/layout.tsx", "not-found": "src/app/not-found.tsx", page: "src/app/page.tsx" } },
      { folders: ["(app)"], files: { layout: "src/app/(app)/layout.tsx" } },
    ]);
    expect(routes.routes.map((route) => [route.pattern, route.page, route.levels])).toEqual([
      ["/", "src/app/page.tsx", [0]],
      ["/login", "src/app/login/page.tsx", [0]],
      ["/orders", "src/app/(app)/orders/page.tsx", [0, 1]],
      ["/orders/[id]", "src/app/(app)/orders/[id]/page.tsx", [0, 1]],
    ]);
    // An address without a page shows the root layout's not-found.
    expect(routes.notFound).toEqual([0]);
  });

  it("take nested layouts, loading, error and template files, and leave private folders and route handlers out", () => {
    const routes = collectNextRoutes([
      "src/app/layout.tsx",
      "src/app/shop/layout.tsx",
      "src/app/shop/loading.tsx",
      "src/app/shop/error.tsx",
      "src/app/shop/[slug]/template.tsx",
      "src/app/shop/[slug]/page.tsx",
      "src/app/shop/_parts/page.tsx",
      "src/app/api/orders/route.ts",
      "src/app/docs/[[...path]]/page.tsx",
    ]);
    expect(routes.problems).toEqual([]);
    expect(routes.levels.map((level) => level.folders.join("/"))).toEqual(["", "shop", "shop/[slug]"]);
    expect(routes.routes.map((route) => [route.pattern, route.levels])).toEqual([
      ["/docs/[[...path]]", [0]],
      ["/shop/[slug]", [0, 1, 2]],
    ]);
  });

  it("name what the preview cannot route: parallel and intercepting routes, two pages for one address", () => {
    const routes = collectNextRoutes(["src/app/@modal/page.tsx", "src/app/(.)photo/page.tsx", "src/app/(shop)/cart/page.tsx", "src/app/(admin)/cart/page.tsx"]);
    expect(routes.problems.map((problem) => problem.file)).toEqual(["src/app/@modal/page.tsx", "src/app/(.)photo/page.tsx", "src/app/(shop)/cart/page.tsx"]);
    expect(routes.problems[2]?.text).toBe("Two pages answer /cart: src/app/(admin)/cart/page.tsx and this one");
  });

  it("become an entry that loads each file when its route shows", () => {
    const entry = nextEntry(collectNextRoutes(paths));
    expect(entry).toContain('const { startNextApp } = require("appforge:nextjs");');
    expect(entry).toContain('mount: "root"');
    expect(entry).toContain('{ pattern: "/orders/[id]", folders: ["(app)","orders","[id]"], levels: [0,1], page: { file: "src/app/(app)/orders/[id]/page.tsx", load: () => require("./(app)/orders/[id]/page.tsx") } }');
    expect(entry).toContain('"not-found": { file: "src/app/not-found.tsx", load: () => require("./not-found.tsx") }');
  });
});

describe("an address", () => {
  it("matches a route's folders, params decoded, groups left out", () => {
    expect(matchRoute(["(app)", "orders"], "/orders")).toEqual({});
    expect(matchRoute(["(app)", "orders"], "/orders/")).toEqual({});
    expect(matchRoute(["(app)", "orders", "[id]"], "/orders/a%20b")).toEqual({ id: "a b" });
    expect(matchRoute(["(app)", "orders", "[id]"], "/orders")).toBeNull();
    expect(matchRoute(["(app)", "orders", "[id]"], "/orders/1/edit")).toBeNull();
    expect(matchRoute([], "/")).toEqual({});
    expect(matchRoute(["docs", "[...path]"], "/docs")).toBeNull();
    expect(matchRoute(["docs", "[...path]"], "/docs/a/b")).toEqual({ path: ["a", "b"] });
    expect(matchRoute(["docs", "[[...path]]"], "/docs")).toEqual({});
  });

  it("tries fixed names before params, and params before catch-alls", () => {
    const routes = [["shop", "[[...rest]]"], ["shop", "[...rest]"], ["shop", "[id]"], ["shop", "new"]];
    expect([...routes].sort(compareRoutes)).toEqual([["shop", "new"], ["shop", "[id]"], ["shop", "[...rest]"], ["shop", "[[...rest]]"]]);
  });

  it("keys each folder by its value, so a layout under [id] shows anew for another id", () => {
    expect(folderKeys(["(app)", "orders", "[id]"], { id: "7" })).toEqual(["/(app)", "/(app)/orders", "/(app)/orders/7"]);
  });

  it("takes its title from the metadata of its layouts and page, a layout's template shaping those below", () => {
    expect(titleOf([{ title: "Crumb & Co" }, undefined, {}])).toBe("Crumb & Co");
    expect(titleOf([{ title: { default: "Shop", template: "%s · Shop" } }, { title: "Cart" }])).toBe("Cart · Shop");
    expect(titleOf([{ title: { template: "%s · Shop" } }, { title: { absolute: "Checkout" } }])).toBe("Checkout");
    expect(titleOf([])).toBeNull();
  });
});

describe("the stand-ins' pieces", () => {
  it("send the app's own /api calls, and only those, to the preview API", () => {
    const api = "http://preview.test/preview-api/cap";
    const page = "http://preview.test/orders/7";
    expect(previewApiAddress("/api/orders?sort=name", api, page)).toBe(`${api}/api/orders?sort=name`);
    expect(previewApiAddress("http://preview.test/api/live", api, page)).toBe(`${api}/api/live`);
    expect(previewApiAddress("/api", api, page)).toBe(`${api}/api`);
    expect(previewApiAddress("/apis/x", api, page)).toBeNull();
    expect(previewApiAddress("api/orders", api, page)).toBeNull();
    expect(previewApiAddress("https://elsewhere.test/api/orders", api, page)).toBeNull();
    expect(previewApiAddress(`${api}/api/orders`, api, page)).toBeNull();
  });
});

describe("the environment and the server's parts", () => {
  it("is a Next.js build's in the browser: NEXT_PUBLIC_API_URL the preview API, other variables unset", () => {
    expect(withNextEnvironment("a(process.env.NEXT_PUBLIC_API_URL, process.env.NEXT_PUBLIC_SITE, process.env.SECRET, process.env.NODE_ENV, process.env)")).toBe(
      'a(globalThis.__APPFORGE_PREVIEW_API__, undefined, undefined, process.env.NODE_ENV, ({ NODE_ENV: "production" }))',
    );
  });

  it('finds a "use server" directive at its line, in a file or a function', () => {
    expect(serverActionLine('"use server";\nexport async function save() {}')).toBe(1);
    expect(serverActionLine('export async function save() {\n\n  "use server";\n}')).toBe(3);
    expect(serverActionLine('"use client";\nconst text = "use server";')).toBeNull();
  });
});

describe("compilePreview for Next.js", () => {
  it("links the pages, layouts and what they import (@/ is src/) into one script that starts the router", async () => {
    const result = await compilePreview("nextjs", frontend(APP));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.vendor).toBe(PREVIEW_VENDOR.nextjs.file);
    expect(result.js).toContain(`${JSON.stringify(NEXT_ENTRY)}: [function (module, exports, require) {`);
    expect(result.js.trimEnd().endsWith(`load(${JSON.stringify(NEXT_ENTRY)});\n})();`)).toBe(true);
    expect(result.js).toContain(JSON.stringify({ "react/jsx-runtime": null, "next/link": null, "next/navigation": null }));
    expect(result.js).toContain('"@/components/Layout":"src/components/Layout.tsx"');
    expect(result.js).not.toContain("src/app/screens.test.tsx");
    // Type-only imports of "next" are gone; the environment is the browser's.
    expect(result.js).not.toMatch(/require\("next"\)|process\.env\.(NEXT_PUBLIC_API_URL|API_SECRET)/);
    expect(result.js).toContain("globalThis.__APPFORGE_PREVIEW_API__");
    expect(result.js).toMatch(/"X-Mode": _nullishCoalesce\("production".*"X-Secret": _nullishCoalesce\(undefined,/);
    expect(result.css).toBe("body { margin: 0 }");
    // Every page and layout, their imports, the entry: 13 modules.
    expect(result.files).toBe(13);
  });

  it("names the server's modules and Server Actions as problems, at their lines", async () => {
    const result = await compilePreview(
      "nextjs",
      frontend({
        ...APP,
        "src/app/login/page.tsx": 'import { cookies } from "next/headers";\nimport { signIn } from "./actions";\nexport default async function LoginPage() { await cookies(); return <form action={signIn} />; }',
        "src/app/login/actions.ts": '\n"use server";\nexport async function signIn() {}',
      }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { file: "frontend/src/app/login/page.tsx", line: 1, column: null, text: expect.stringMatching(/^"next\/headers" works only on the Next\.js server/) },
        { file: "frontend/src/app/login/actions.ts", line: 2, column: null, text: expect.stringMatching(/^Server Actions \("use server"\) run on the Next\.js server/) },
      ],
    });
  });

  it("says so when no page has been written yet", async () => {
    const result = await compilePreview("nextjs", frontend({ "src/app/layout.tsx": APP["src/app/layout.tsx"] }));
    expect(result).toMatchObject({ ok: false, problems: [{ file: "frontend/src/app/page.tsx", text: "No page of the app (src/app/**/page.tsx) has been generated yet" }] });
  });
});
