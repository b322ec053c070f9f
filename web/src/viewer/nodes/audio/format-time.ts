// A position or duration as a player shows it: m:ss, or h:mm:ss from an hour on.

export function formatTime(seconds: number | undefined): string {
  const whole =
    seconds !== undefined && Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
