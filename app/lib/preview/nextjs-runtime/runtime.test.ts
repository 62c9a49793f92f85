import { describe, expect, it } from "vitest";
import { formatUrl } from "./link";
import { redirectOf, redirectSignal } from "./state";

// The Next.js stand-ins run in the preview's frame (the nextjs library script); their pieces that need no page.
describe("the stand-ins' pieces", () => {
  it("write next/link's href objects as addresses", () => {
    expect(formatUrl("/orders")).toBe("/orders");
    expect(formatUrl({ pathname: "/search", query: { q: "rye bread", tag: ["a", "b"] }, hash: "top" })).toBe("/search?q=rye+bread&tag=a&tag=b#top");
  });

  it("carry a redirect's address in its digest, as Next.js's do", () => {
    expect(redirectOf(redirectSignal("/login?from=/a;b", "push", 307))).toEqual({ url: "/login?from=/a;b", type: "push" });
    expect(redirectOf(new Error("NEXT_REDIRECT"))).toBeNull();
  });
});
