/** What an input, textarea or select holds after an event on it. */
export function valueOf(event: Event): string {
  const target = event.target;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    ? target.value
    : "";
}

/** Whether a checkbox is ticked after an event on it. */
export function checkedOf(event: Event): boolean {
  return event.target instanceof HTMLInputElement && event.target.checked;
}
