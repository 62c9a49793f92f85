import { ChangeDetectionStrategy, Component } from "@angular/core";
import { RouterLink } from "@angular/router";
import { EntityTable } from "../../components/entity-table";
import { ErrorMessage } from "../../components/error-message";
import { loadRecords } from "../../components/records";
import { editorsApi, editorMeta } from "../../entities/editor";

/** /editors: every record of this type, with a way to add one. */
@Component({
  selector: "app-editors-list",
  imports: [EntityTable, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>Editors</h1>
        <a class="button" routerLink="/editors/new">New editor</a>
      </header>
      <app-error-message [error]="list.error()" />
      @if (list.loading()) {
        <p class="muted">Loading editors…</p>
      } @else {
        <app-entity-table [meta]="meta" [records]="list.records()" empty="No editors yet." />
      }
    </section>
  `,
})
export class EditorsList {
  protected readonly meta = editorMeta;
  protected readonly list = loadRecords(editorsApi.list);
}
