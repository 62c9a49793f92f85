import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Article } from "../../entities/article";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { ArticleDetail } from "./article-detail";
import { ArticlesList } from "./articles-list";

const sample: Article = {"id":"articles-1","title":"Sample title","body":"Sample body","published":true,"publishedAt":"2030-01-15T10:00:00.000Z","categoryId":"categories-1","authorId":"authors-1"};
const related = {"categories":[{"id":"categories-1","name":"Sample name","description":"Sample description"}],"authors":[{"id":"authors-1","name":"Sample name","email":"author@example.com","bio":"Sample bio"}]};

const ROUTES: Routes = [
  { path: "articles", component: ArticlesList },
  { path: "articles/:id", component: ArticleDetail },
];

describe("Articles screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists articles from the API", async () => {
    stubApi({ "articles": [sample], ...related });
    await openAt("/articles", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Articles" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.title))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new article", async () => {
    stubApi(related);
    await openAt("/articles/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New article" })).toBeTruthy();
    for (const label of ["Title","Body","Published","Published at","Category","Author"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new article to the API", async () => {
    const calls = stubApi(related);
    await openAt("/articles/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Sample title" } });
    fireEvent.input(screen.getByLabelText("Body"), { target: { value: "Sample body" } });
    fireEvent.click(screen.getByLabelText("Published"));
    fireEvent.input(screen.getByLabelText("Published at"), { target: { value: "2030-01-15T10:00" } });
    const authorIdSelect = screen.getByLabelText("Author") as HTMLSelectElement;
    await waitFor(() => expect(authorIdSelect.options.length).toBeGreaterThan(1));
    fireEvent.change(authorIdSelect, { target: { value: "authors-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Create article" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/articles");
    expect(sent?.body).toMatchObject({"title":"Sample title","body":"Sample body","published":true,"authorId":"authors-1"});
    expect(await screen.findByRole("heading", { level: 1, name: "Articles" })).toBeTruthy();
  });

  it("loads article details to edit", async () => {
    stubApi({ "articles": [sample], ...related });
    await openAt("/articles/articles-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.title)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
