// D20: the consent time zone id the provider expects, from the browser's IANA zone.

const byZone: Record<string, number> = {
  'Pacific/Samoa': 2,
  'Pacific/Honolulu': 3,
  'Pacific/Johnston': 3,
  'America/Anchorage': 4,
  'America/Juneau': 4,
  'America/Sitka': 4,
  'America/Metlakatla': 4,
  'America/Nome': 4,
  'America/Yakutat': 4,
  'America/Adak': 4,
  'America/Los_Angeles': 5,
  'America/Tijuana': 5,
  'America/Vancouver': 5,
  'America/Phoenix': 6,
  'America/Denver': 8,
  'America/Boise': 8,
  'America/Edmonton': 8,
  'America/Chicago': 10,
  'America/Menominee': 10,
  'America/North_Dakota/Center': 10,
  'America/North_Dakota/New_Salem': 10,
  'America/North_Dakota/Beulah': 10,
  'America/Indiana/Knox': 10,
  'America/Indiana/Tell_City': 10,
  'America/Winnipeg': 10,
  'America/New_York': 14,
  'America/Detroit': 14,
  'America/Kentucky/Louisville': 14,
  'America/Kentucky/Monticello': 14,
  'America/Toronto': 14,
  'America/Puerto_Rico': 14,
  'America/St_Thomas': 14,
  'America/Indiana/Indianapolis': 15,
  'America/Indianapolis': 15,
  'America/Indiana/Vincennes': 15,
  'America/Indiana/Winamac': 15,
  'America/Indiana/Marengo': 15,
  'America/Indiana/Petersburg': 15,
  'America/Indiana/Vevay': 15,
  'Pacific/Guam': 69,
  'Pacific/Saipan': 69,
  'Pacific/Port_Moresby': 69,
  UTC: 87,
  'Etc/UTC': 87,
  'Pacific/Pago_Pago': 112,
  'Pacific/Midway': 112,
};

export const DEFAULT_CONSENT_TIME_ZONE_ID = 87;

export function consentTimeZoneId(zone: string | undefined): number {
  return (zone && byZone[zone]) || DEFAULT_CONSENT_TIME_ZONE_ID;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** D20: `YYYY-MM-DD HH:mm:ss` in the browser's local time. */
export function consentDateTime(now: Date): string {
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ` +
    `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
  );
}

/** MM/dd/yyyy, `days` after `now` (A §9: the tablet's reimbursement date, 15 days ahead). */
export function usDateAfter(now: Date, days: number): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
