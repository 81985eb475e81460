// Issue 16: "Edit phone number" on the review took the applicant to the contact step with
// focus on its heading, so a keyboard or screen-reader user had to find the field again. An
// Edit link names the field it changes here; the next page's heading (page-heading.tsx) hands
// focus to that field instead of taking it, once.

let requested: string | null = null;

/** The next screen should focus this field: an element id, or a radio group's name. */
export function requestFieldFocus(field: string): void {
  requested = field;
}

/**
 * Focuses the requested field if the page now on show has it, and forgets the request either
 * way. False when there was none, or the field is not on this page (the heading takes focus).
 * Ids and names come from the code, never from what was typed, so they need no escaping.
 */
export function focusRequestedField(): boolean {
  const field = requested;
  requested = null;
  if (!field || typeof document === 'undefined') return false;
  const target =
    document.getElementById(field) ??
    document.querySelector<HTMLElement>(`input[name="${field}"]:checked`) ??
    document.querySelector<HTMLElement>(`input[name="${field}"]`);
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}
