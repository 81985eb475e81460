// Being written.
export function QualificationPage() {
  return null;
}
