import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The ACP application's certifications (FCC Form 5645), in plain language, in order. */
export const CERTIFICATIONS: readonly MessageDescriptor[] = [
  msg`My household meets the eligibility requirements of the Affordable Connectivity Program, and the information in this application is true and correct.`,
  msg`I will tell my provider within 30 days if I no longer qualify, for example if no one in my household takes part in the qualifying program any more or our household income goes above the limit.`,
  msg`I understand that only one Affordable Connectivity Program benefit is allowed per household, and that no one else in my household already gets it.`,
  msg`I understand that giving false information to get the benefit can lead to penalties, including losing the benefit, fines or imprisonment.`,
  msg`I agree that my provider and the Universal Service Administrative Company (USAC), which runs the program, may check and share my information to confirm that I qualify and to run the program.`,
  msg`I understand that my benefit can be transferred to another provider only as the program rules allow, and that my provider may check every year that I still qualify.`,
];
