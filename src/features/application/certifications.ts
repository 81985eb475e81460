import { certifications } from 'virtual:carrier-settings';
import type { Text } from '../../../profiles/schema';

/**
 * The profile's certifications, in order, each initialled on the agreement (the ACP's six of
 * FCC Form 5645, Lifeline's nine of D39), in plain words in both languages.
 */
export const CERTIFICATIONS: readonly Text[] = certifications;
