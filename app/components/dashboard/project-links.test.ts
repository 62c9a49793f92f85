import { describe, expect, it } from "vitest";
import { projectLinks } from "./project-links";

const id = "2f6c1d1e-0000-4000-8000-000000000001";
const previewUrl = "http://127.0.0.1:8788/preview/abc.def/";

describe("projectLinks", () => {
  it("links a published preview's full page, and no live app yet", () => {
    expect(projectLinks({ id, status: "in_progress", render_url: previewUrl })).toEqual({
      preview: { href: previewUrl, external: true },
      live: null,
    });
  });

  it("links the live app once deployed, and the preview on the project screen", () => {
    expect(projectLinks({ id, status: "completed", render_url: "https://bakery.onrender.com" })).toEqual({
      preview: { href: `/projects/${id}#preview`, external: false },
      live: "https://bakery.onrender.com/",
    });
  });

  it("offers a finished project's preview on its screen before it was ever built, nothing for others", () => {
    expect(projectLinks({ id, status: "completed", render_url: null }).preview).toEqual({ href: `/projects/${id}#preview`, external: false });
    for (const status of ["draft", "in_progress", "failed", "paused"] as const) {
      expect(projectLinks({ id, status, render_url: null })).toEqual({ preview: null, live: null });
    }
  });

  it("never links an address that is not a web address", () => {
    expect(projectLinks({ id, status: "draft", render_url: "javascript:alert(1)" })).toEqual({ preview: null, live: null });
  });
});
