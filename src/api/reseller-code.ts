import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { apiClient, parseBody, readAnswer } from './client';

const ResellerAnswer = v.looseObject({ isValid: v.boolean() });

/**
 * D4: the referral code goes with a submission only when the provider says it is valid. A
 * check that fails for any reason counts as "not valid": it must never block an application.
 */
export async function validResellerCode(
  code: string | null,
  api: KyInstance = apiClient,
): Promise<string | null> {
  if (!code) return null;
  try {
    const answer = await readAnswer(
      api.post('public/utility/is_valid_reseller_code', { json: { resellerCode: code } }),
    );
    return answer.ok && parseBody(ResellerAnswer, answer.body).isValid ? code : null;
  } catch {
    return null;
  }
}
