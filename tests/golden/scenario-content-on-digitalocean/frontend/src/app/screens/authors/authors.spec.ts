import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Author } from "../../entities/author";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { AuthorDetail } from "./author-detail";
import { AuthorsList } from "./authors-list";

const sample: Author = {"id":"authors-1","name":"Sample name","email":"author@example.com","bio":"Sample bio"};
const related = {};

const ROUTES: Routes = [
  { path: "authors", component: AuthorsList },
  { path: "authors/:id", component: AuthorDetail },
];

describe("Authors screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists authors from the API", async () => {
    stubApi({ "authors": [sample], ...related });
    await openAt("/authors", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Authors" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new author", async () => {
    stubApi(related);
    await openAt("/authors/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New author" })).toBeTruthy();
    for (const label of ["Name","Email","Bio"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new author to the API", async () => {
    const calls = stubApi(related);
    await openAt("/authors/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: "author@example.com" } });
    fireEvent.input(screen.getByLabelText("Bio"), { target: { value: "Sample bio" } });
    fireEvent.click(screen.getByRole("button", { name: "Create author" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/authors");
    expect(sent?.body).toMatchObject({"name":"Sample name","email":"author@example.com","bio":"Sample bio"});
    expect(await screen.findByRole("heading", { level: 1, name: "Authors" })).toBeTruthy();
  });

  it("loads author details to edit", async () => {
    stubApi({ "authors": [sample], ...related });
    await openAt("/authors/authors-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
