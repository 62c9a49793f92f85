import { ChangeDetectionStrategy, Component, computed, effect, inject, input, signal, untracked } from "@angular/core";
import { Router, RouterLink } from "@angular/router";
import { EntityForm } from "../../components/entity-form";
import { ErrorMessage } from "../../components/error-message";
import type { RecordValue } from "../../entities/meta";
import { authorsApi, authorMeta, type Author, type AuthorInput } from "../../entities/author";

/** /authors/:id: one record to view, edit or delete; /authors/new creates one. */
@Component({
  selector: "app-author-detail",
  imports: [EntityForm, ErrorMessage, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="screen">
      <header class="screen-header">
        <h1>{{ isNew() ? newTitle : title }}</h1>
        <a routerLink="/authors">Back to authors</a>
      </header>
      <app-error-message [error]="error()" />
      @if (isNew() || record()) {
        <app-entity-form [meta]="meta" [initial]="record()" [submitLabel]="isNew() ? createLabel : 'Save changes'" [save]="save" />
      } @else if (!error()) {
        <p class="muted">Loading…</p>
      }
      @if (!isNew() && record()) {
        <button type="button" class="button danger" (click)="remove()">Delete author</button>
      }
    </section>
  `,
})
export class AuthorDetail {
  /** The :id of the path ("new" for a new record). */
  readonly id = input("new");
  protected readonly meta = authorMeta;
  protected readonly title = "Author";
  protected readonly newTitle = "New author";
  protected readonly createLabel = "Create author";
  protected readonly isNew = computed(() => this.id() === "new");
  protected readonly record = signal<Author | undefined>(undefined);
  protected readonly error = signal<unknown>(null);
  private readonly router = inject(Router);

  constructor() {
    // Loads the record of the path, again whenever the path names another one.
    effect((onCleanup) => {
      const id = this.id();
      let active = true;
      onCleanup(() => {
        active = false;
      });
      untracked(() => {
        this.record.set(undefined);
        this.error.set(null);
        if (id === "new") return;
        authorsApi.get(id).then(
          (found) => {
            if (active) this.record.set(found);
          },
          (failure: unknown) => {
            if (active) this.error.set(failure);
          },
        );
      });
    });
  }

  protected readonly save = async (values: Record<string, RecordValue>): Promise<void> => {
    const input = values as AuthorInput;
    this.error.set(null);
    try {
      if (this.isNew()) await authorsApi.create(input);
      else await authorsApi.update(this.id(), input);
      await this.router.navigateByUrl("/authors");
    } catch (failure) {
      this.error.set(failure);
      throw failure;
    }
  };

  protected async remove(): Promise<void> {
    if (!window.confirm("Delete this author?")) return;
    try {
      await authorsApi.remove(this.id());
      await this.router.navigateByUrl("/authors");
    } catch (failure) {
      this.error.set(failure);
    }
  }
}
