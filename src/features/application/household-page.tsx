// Being written.
export function HouseholdPage() {
  return null;
}
