// A poll (spec/000 §3): its title, picture and options as the data lays them out (LIST or GRID,
// its direction, its background), and the results its permissions let the visitor see. With the
// host's poll service it is a radio group (one vote) or a checkbox group (several) sent with a
// Vote button; without one it is read-only.

import { type FormEvent, type ReactNode, useId } from 'react';
import { useViewer } from '../../context.ts';
import { useImageSource } from '../app-embed/image-source.ts';
import type { StyleWithVariables } from '../style-types.ts';
import type { PollBackground, PollModel } from './poll-data.ts';
import { type ShownResults, shownResults } from './poll-results.ts';
import styles from './Poll.module.css';
import { PollOptionContent } from './PollOptionContent.tsx';
import { PollToast } from './PollToast.tsx';
import { usePollVoting, type PollVoting } from './use-poll-voting.ts';
import { votesText } from './votes-text.ts';

const BACKGROUND_IMAGE_SIZE = { width: 980, height: 500 };
const POLL_IMAGE_SIZE = { width: 600, height: 300 };

/** A CSS url() that cannot break out of its quotes. */
const cssUrl = (address: string) => `url("${address.replace(/["\\\n\r]/g, encodeURIComponent)}")`;

function useBackgroundStyle(background: PollBackground | undefined): StyleWithVariables {
  const image = useImageSource(
    background?.type === 'IMAGE' ? background.image : undefined,
    BACKGROUND_IMAGE_SIZE.width,
    BACKGROUND_IMAGE_SIZE.height,
  );
  if (background?.type === 'COLOR') return { background: background.color };
  if (background?.type === 'GRADIENT')
    return {
      background: `linear-gradient(${background.angle}deg, ${background.start}, ${background.end})`,
    };
  return image === undefined ? {} : { backgroundImage: cssUrl(image) };
}

export function Poll({ model }: { model: PollModel }) {
  const { services, t } = useViewer();
  const voting = usePollVoting(services.poll, model.id, model.results, model.multiple);
  const titleId = useId();
  const background = useBackgroundStyle(model.background);
  const pollImage = useImageSource(
    model.showPollImage ? model.image : undefined,
    POLL_IMAGE_SIZE.width,
    POLL_IMAGE_SIZE.height,
  );
  const interactive =
    services.poll !== undefined &&
    model.id !== undefined &&
    model.options.every((option) => option.id !== undefined) &&
    voting.results?.canVote !== false;
  const shown = shownResults(model, voting.results);
  const style: StyleWithVariables = {
    ...background,
    '--poll-radius': `${model.radius}px`,
    '--poll-option-radius': `${model.optionRadius}px`,
  };
  const total = shown && model.showVotesCount && (
    <p className={styles.total}>{votesText(shown.total, t)}</p>
  );
  return (
    // Not a landmark: a page may hold the same poll twice. Read-only, it is a group named by its
    // title; voting, its fieldset is.
    <div
      className={styles.poll}
      data-poll-layout={model.layout.toLowerCase()}
      style={style}
      dir={model.direction}
      role={interactive ? undefined : 'group'}
      aria-labelledby={interactive ? undefined : titleId}
    >
      {pollImage !== undefined && <img className={styles.card} src={pollImage} alt="" />}
      {interactive ? (
        <VotingForm model={model} voting={voting} shown={shown} titleId={titleId}>
          {total}
        </VotingForm>
      ) : (
        <>
          <p id={titleId} className={styles.title}>
            {model.title}
          </p>
          <ul className={styles.options}>
            {model.options.map((option) => (
              <li key={option.key} className={styles.option}>
                <PollOptionContent
                  option={option}
                  showImage={model.showOptionImages}
                  result={shown?.byOption.get(option.key)}
                  showVotesCount={model.showVotesCount}
                />
              </li>
            ))}
          </ul>
          {total}
        </>
      )}
      <PollToast kind={voting.toast} onClose={voting.dismissToast} />
    </div>
  );
}

interface VotingFormProps {
  model: PollModel;
  voting: PollVoting;
  shown: ShownResults | undefined;
  titleId: string;
  children: ReactNode;
}

function VotingForm({ model, voting, shown, titleId, children }: VotingFormProps) {
  const { t } = useViewer();
  const name = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    voting.submit();
  };
  return (
    <form onSubmit={onSubmit}>
      <fieldset className={styles.options} aria-busy={voting.sending}>
        <legend id={titleId} className={styles.title}>
          {model.title}
        </legend>
        {model.options.map((option) => (
          <label key={option.key} className={styles.option}>
            <input
              type={model.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.key}
              checked={voting.selection.has(option.key)}
              onChange={(event) => voting.select(option.key, event.target.checked)}
            />
            <PollOptionContent
              option={option}
              showImage={model.showOptionImages}
              result={shown?.byOption.get(option.key)}
              showVotesCount={model.showVotesCount}
            />
          </label>
        ))}
        <div>
          <button
            type="submit"
            className={styles.button}
            disabled={voting.sending || voting.selection.size === 0}
          >
            {t('Poll_Vote')}
          </button>
          {children}
        </div>
      </fieldset>
    </form>
  );
}
