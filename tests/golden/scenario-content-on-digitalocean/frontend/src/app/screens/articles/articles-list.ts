import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { articlesApi, articleMeta } from "../../entities/article";

/** /articles: every record of this type, with a way to add one. */
@Component({
  selector: "app-articles-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Articles</h1>
        <a class="button" routerLink="/articles/new">New article</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading articles…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No articles yet." />
      }
    </section>
  `,
})
export class ArticlesList {
  protected readonly meta = articleMeta;
  protected readonly list = loadRecords(articlesApi.list);
}
