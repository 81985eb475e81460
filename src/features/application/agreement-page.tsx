// Being written.
export function AgreementPage() {
  return null;
}
