// One option as a poll shows it: its picture, its title and, when the results may be seen, its
// share of the votes (a bar and a percentage), its vote count and who voted.

import { useViewer } from '../../context.ts';
import { safeImageAddress, useImageSource } from '../app-embed/image-source.ts';
import type { StyleWithVariables } from '../style-types.ts';
import type { PollOption } from './poll-data.ts';
import type { OptionResult } from './poll-results.ts';
import styles from './Poll.module.css';
import { votesText } from './votes-text.ts';

/** The size option pictures are asked for; CSS fits them to the layout. */
const OPTION_IMAGE_SIZE = 300;
const SHOWN_VOTERS = 5;

export interface PollOptionContentProps {
  option: PollOption;
  showImage: boolean;
  result: OptionResult | undefined;
  showVotesCount: boolean;
}

export function PollOptionContent({
  option,
  showImage,
  result,
  showVotesCount,
}: PollOptionContentProps) {
  const { t } = useViewer();
  const image = useImageSource(
    showImage ? option.image : undefined,
    OPTION_IMAGE_SIZE,
    OPTION_IMAGE_SIZE,
  );
  return (
    <>
      {image !== undefined && <img src={image} alt="" loading="lazy" />}
      <span>
        {option.title}
        {result && (
          <>
            <span
              className={styles.bar}
              style={{ '--share': `${result.percent}%` } as StyleWithVariables}
              aria-hidden="true"
            />
            {` ${result.percent}%`}
            {showVotesCount && ` · ${votesText(result.count, t)}`}
          </>
        )}
        {result && result.voters.length > 0 && (
          <span role="list" aria-label={t('Poll_Voters')}>
            {result.voters.slice(0, SHOWN_VOTERS).map((voter, index) => (
              <Voter key={index} name={voter.name} imageUrl={voter.imageUrl} />
            ))}
          </span>
        )}
      </span>
    </>
  );
}

function Voter({ name, imageUrl }: { name: string; imageUrl?: string }) {
  const src = imageUrl === undefined ? undefined : safeImageAddress(imageUrl);
  return (
    <span role="listitem" className={styles.voter} title={name}>
      {src ? (
        <img src={src} alt={name} />
      ) : (
        <>
          <span aria-hidden="true">{[...name][0] ?? '?'}</span>
          <span className={styles.srOnly}>{name}</span>
        </>
      )}
    </span>
  );
}
