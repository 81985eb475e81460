// Being written.
export function TransferPage() {
  return null;
}
