import { ChangeDetectionStrategy, Component, computed, input } from "@angular/core";
import { ApiError } from "../api/client";

/** A failed call in words a user can act on. */
export function describeError(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return "The server cannot be reached. Check your connection and try again.";
  return "Something went wrong. Please try again.";
}

/** Shows a failed call, or nothing. */
@Component({
  selector: "app-error-message",
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (text(); as message) {
      <p role="alert" class="error">{{ message }}</p>
    }
  `,
})
export class ErrorMessage {
  readonly error = input<unknown>(null);
  protected readonly text = computed(() => describeError(this.error()));
}
