// Start and end times in links (spec/000 §5): h, m and s units (`1h2m3s`, `90s`, `2m`) or plain
// seconds (`90`).

const WITH_UNITS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
const PLAIN_SECONDS = /^\d+$/;

/** The time in whole seconds, or null when the value is neither form. */
export function parseTimeParam(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (PLAIN_SECONDS.test(value)) return toSafeSeconds(Number(value));
  const units = WITH_UNITS.exec(value);
  if (!units) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = units;
  return toSafeSeconds(Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds));
}

function toSafeSeconds(seconds: number): number | null {
  return Number.isSafeInteger(seconds) ? seconds : null;
}

/** Seconds in the unit form (`3723` -> `1h2m3s`; `0` -> `0s`), as the services print them. */
export function formatTimeWithUnits(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [
    hours > 0 ? `${hours}h` : '',
    minutes > 0 ? `${minutes}m` : '',
    seconds > 0 ? `${seconds}s` : '',
  ];
  return parts.join('') || '0s';
}

/** True for a time a rebuilt link may carry: a whole, non-negative, safe number of seconds. */
export function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
