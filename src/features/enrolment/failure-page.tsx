// Being written.
export function FailurePage() {
  return null;
}
