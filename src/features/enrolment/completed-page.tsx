// Being written.
export function CompletedPage() {
  return null;
}
