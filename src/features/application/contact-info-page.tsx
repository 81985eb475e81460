// Being written.
export function ContactInfoPage() {
  return null;
}
