import { certifications } from 'virtual:carrier-settings';
import type { Text } from '../../../profiles/schema';

/**
 * The certifications, in order, each initialled on the agreement (the ACP's six of FCC Form
 * 5645, Lifeline's eleven of Form 5629, D46), in both languages: the carrier's FCC-approved
 * wording when its settings give it, else the profile's plain summary (the build chose).
 */
export const CERTIFICATIONS: readonly (Text & { id: string })[] = certifications;
