// Being written.
export function VerifierReturnPage() {
  return null;
}
