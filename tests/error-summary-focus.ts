/**
 * The element that takes focus when a submit fails: the error summary's container, whose
 * child carries the alert role (GOV.UK: focus and announcement do not race).
 */
export function summaryBox(alert: HTMLElement): HTMLElement {
  const box = alert.parentElement;
  if (!box?.classList.contains('error-summary')) {
    throw new Error('The alert is not the child of an error summary');
  }
  return box;
}
