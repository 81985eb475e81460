// Being written.
export function StatusPage() {
  return null;
}
