// Being written.
export function VerifyPage() {
  return null;
}
