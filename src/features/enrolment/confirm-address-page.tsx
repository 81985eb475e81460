// Being written.
export function ConfirmAddressPage() {
  return null;
}
