// spec/000 §9: "Durations under 60 are shown in minutes, otherwise as hours plus minutes", in the
// unit strings VerticalEmbed_Units_Hour and VerticalEmbed_Units_Minute (spec/000 §3).

import type { Translate } from '../../i18n/translate.ts';

export function formatDuration(minutes: number, t: Translate): string {
  if (minutes < 60) return t('VerticalEmbed_Units_Minute', { number: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = t('VerticalEmbed_Units_Hour', { number: hours });
  return rest === 0 ? hourText : `${hourText} ${t('VerticalEmbed_Units_Minute', { number: rest })}`;
}
