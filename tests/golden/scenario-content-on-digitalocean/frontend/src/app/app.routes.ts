import type { Routes } from "@angular/router";
import { NotFound } from "./components/not-found";
import { Layout } from "./layout/layout";
import { ArticleDetail } from "./screens/articles/article-detail";
import { ArticlesList } from "./screens/articles/articles-list";
import { CategoryDetail } from "./screens/categories/category-detail";
import { CategoriesList } from "./screens/categories/categories-list";
import { AuthorDetail } from "./screens/authors/author-detail";
import { AuthorsList } from "./screens/authors/authors-list";
import { IssueDetail } from "./screens/issues/issue-detail";
import { IssuesList } from "./screens/issues/issues-list";
import { EditorDetail } from "./screens/editors/editor-detail";
import { EditorsList } from "./screens/editors/editors-list";
import { PhotoDetail } from "./screens/photos/photo-detail";
import { PhotosList } from "./screens/photos/photos-list";
import { ReaderDetail } from "./screens/readers/reader-detail";
import { ReadersList } from "./screens/readers/readers-list";
import { LoginScreen } from "./auth/login-screen";
import { RegisterScreen } from "./auth/register-screen";
import { requireAuth } from "./auth/require-auth";
import { FilesScreen } from "./files/files-screen";

/** Every screen of Field Notes, by path. */
export const routes: Routes = [
  { path: "login", component: LoginScreen },
  { path: "register", component: RegisterScreen },
  {
    path: "",
    component: Layout,
    canActivate: [requireAuth],
    canActivateChild: [requireAuth],
    children: [
      { path: "", pathMatch: "full", redirectTo: "/articles" },
      { path: "articles", component: ArticlesList },
      { path: "articles/:id", component: ArticleDetail },
      { path: "categories", component: CategoriesList },
      { path: "categories/:id", component: CategoryDetail },
      { path: "authors", component: AuthorsList },
      { path: "authors/:id", component: AuthorDetail },
      { path: "issues", component: IssuesList },
      { path: "issues/:id", component: IssueDetail },
      { path: "editors", component: EditorsList },
      { path: "editors/:id", component: EditorDetail },
      { path: "photos", component: PhotosList },
      { path: "photos/:id", component: PhotoDetail },
      { path: "readers", component: ReadersList },
      { path: "readers/:id", component: ReaderDetail },
      { path: "files", component: FilesScreen },
      { path: "**", component: NotFound },
    ],
  },
];
