// Being written.
export function TribalStatusPage() {
  return null;
}
