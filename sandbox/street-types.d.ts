// The `street-types` package ships its table (Publication 28, appendix C1) without types.
declare module 'street-types' {
  const streetTypes: readonly {
    /** The type written out: AVENUE. */
    suffix: string;
    /** Every spelling the Postal Service lists for it: AV, AVE, AVEN, AVENU, AVENUE, AVN… */
    abbrs: readonly string[];
    /** The one it writes: AVE. */
    standardAbbr: string;
  }[];
  export default streetTypes;
}
