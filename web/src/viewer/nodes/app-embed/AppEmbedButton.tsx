// The card's call to action (spec/000 §3 translation keys VerticalEmbed_*_Button): a link through
// the link rules, or, when the card has no address the rules accept, a disabled button whose
// tooltip says why (spec/000 §8 "Vertical embed disabled button tooltip").

import { useId } from 'react';
import { resolveLink } from '../../../content/links/index.ts';
import { useViewer } from '../../context.ts';
import type { AppEmbedType } from './app-embed-data.ts';
import styles from './AppEmbed.module.css';
import { useDelayedTooltip } from './use-delayed-tooltip.ts';

const BUTTON_TEXT_KEYS: Readonly<Record<AppEmbedType, string>> = {
  PRODUCT: 'VerticalEmbed_Products_Button',
  EVENT: 'VerticalEmbed_Events_Button',
  BOOKING: 'VerticalEmbed_Bookings_Button',
};

export function AppEmbedButton({ type, url }: { type: AppEmbedType; url: string | undefined }) {
  const { t, links } = useViewer();
  const text = t(BUTTON_TEXT_KEYS[type]);
  const resolved = url === undefined ? null : resolveLink({ url }, links);
  if (resolved !== null)
    return (
      <a className={styles.button} href={resolved.href} target={resolved.target} rel={resolved.rel}>
        {text}
      </a>
    );
  return <DisabledButton text={text} />;
}

function DisabledButton({ text }: { text: string }) {
  const { t } = useViewer();
  const tooltipId = useId();
  const { open, triggerProps } = useDelayedTooltip();
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-disabled="true"
        aria-describedby={tooltipId}
        {...triggerProps}
      >
        {text}
      </button>
      <span role="tooltip" id={tooltipId} className={styles.tooltip} hidden={!open}>
        {t('VerticalEmbed_Disabled_Button_Tooltip')}
      </span>
    </span>
  );
}
