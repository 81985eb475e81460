// D58: how an applicant can be reached is what they gave: a phone, an e-mail address, both or
// neither (where the profile's contact rules let both be left empty, D42). Pages promise a call
// or an e-mail only to someone who gave one. A type only: the machine's runtime carries no code
// for it (the call that enrols says what its request carried, send-intent.ts).

/** The ways an applicant gave to be reached. */
export interface Reach {
  phone: boolean;
  email: boolean;
}
