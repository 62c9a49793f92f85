import { resource } from "../api/client";
import type { EntityMeta } from "./meta";

export type Article = {
  id: string;
  title: string;
  body: string | null;
  published: boolean;
  publishedAt: string | null;
  categoryId: string | null;
  authorId: string;
};
export type ArticleInput = Omit<Article, "id">;

export const articleMeta: EntityMeta = {
  name: "Article",
  label: "Article",
  pluralLabel: "Articles",
  route: "articles",
  displayField: "title",
  fields: [
    { name: "title", label: "Title", kind: "string", required: true, format: "plain" },
    { name: "body", label: "Body", kind: "string", required: false, format: "long" },
    { name: "published", label: "Published", kind: "boolean", required: true },
    { name: "publishedAt", label: "Published at", kind: "date", required: false },
    { name: "categoryId", label: "Category", kind: "reference", required: false, target: { route: "categories", label: "Category", displayField: "name", displayKind: "string" } },
    { name: "authorId", label: "Author", kind: "reference", required: true, target: { route: "authors", label: "Author", displayField: "name", displayKind: "string" } },
  ],
};

export const articlesApi = resource<Article, ArticleInput>("articles");
