// Being written.
export function EnrollStepPage() {
  return null;
}
