import * as v from 'valibot';
import type { Tablet } from '../../../../machines/flow-types';
import { ApiError } from '../../../api/api-error';
import { apiClient, messageOf, parseBody, readAnswer } from '../../../api/client';
import { env } from '../../../config/env';

// `findTablet`: GET /public/device?name= (D21), the name from the settings; the first device of
// that name, or null when there is none (or the carrier offers none).

const Device = v.looseObject({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty()),
  name: v.string(),
});

export async function findDeviceByName(name: string): Promise<Tablet | null> {
  const answer = await readAnswer(apiClient.get('public/device', { searchParams: { name } }));
  if (!answer.ok) {
    const message = messageOf(answer.body);
    throw new ApiError('rejected', message === undefined ? {} : { message });
  }
  const devices = parseBody(v.array(Device), answer.body);
  const first = devices[0];
  return first ? { id: first.id, name: first.name } : null;
}

export function findTablet(): Promise<Tablet | null> {
  return env.tabletName === null ? Promise.resolve(null) : findDeviceByName(env.tabletName);
}
