// Being written.
export function PersonalInfoPage() {
  return null;
}
