// The audio player of an uploaded file (spec/000 §4 "Audio player", §9 "Audio"): the cover, the
// name and the author; play and pause; the position as a slider (dragging pauses and resumes);
// the time; the volume with mute; the speed menu; and the context menu with the download unless
// disableDownload. A native <audio> plays; the controls are the viewer's own.

import { useId, useRef } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { MEDIA_NOT_PLAYABLE } from '../../../media/players/messages.ts';
import { useViewer } from '../../context.ts';
import { useImageUrl } from '../../image/use-image-url.ts';
import { MoreIcon, PauseIcon, PlayIcon, VolumeIcon } from '../media/icons.tsx';
import { fillRequest } from '../media/media-source.ts';
import {
  COVER_SIZE,
  PLAYBACK_SPEEDS,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
} from './audio-constants.ts';
import type { AudioData } from './audio-data.ts';
import { downloadAsBlob } from './download.ts';
import { formatTime } from './format-time.ts';
import { MenuButton } from './MenuButton.tsx';
import { useAudioPlayer } from './use-audio-player.ts';
import styles from './Audio.module.css';

export function AudioPlayer({
  audio,
  address,
  node,
}: {
  audio: AudioData;
  address: string;
  node: RicosNode;
}) {
  const { t, reportError, services, isMobile } = useViewer();
  const nodeId = typeof node.id === 'string' ? node.id : undefined;
  const element = useRef<HTMLAudioElement>(null);
  const player = useAudioPlayer(element, audio.duration, {
    onDuration: (seconds) => services.audio?.onDuration?.(nodeId, seconds),
    onEnded: () => services.audio?.onPlaybackCompleted?.(nodeId),
    onError: () => reportError(new Error(MEDIA_NOT_PLAYABLE), node),
  });
  const cover = audio.cover;
  const engineCover = useImageUrl(
    cover && 'id' in cover ? fillRequest(cover, COVER_SIZE, COVER_SIZE) : undefined,
  );
  const coverUrl = cover && 'url' in cover ? cover.url : engineCover;
  const titleId = useId();
  const named = audio.name !== '' || audio.authorName !== '';
  const speedLabel = (speed: number) => (speed === 1 ? t('Audio_Speed_Normal') : `${speed}`);
  const download = () =>
    downloadAsBlob(address, audio.name).catch((error: unknown) => reportError(error, node));

  return (
    <div
      className={styles.player}
      role="group"
      aria-labelledby={named ? titleId : undefined}
      aria-busy={player.loading}
      data-playing={player.playing}
      data-loading={player.loading}
      data-seeking={player.seeking}
    >
      {coverUrl !== undefined && (
        <img
          className={styles.cover}
          src={coverUrl}
          alt=""
          width={COVER_SIZE}
          height={COVER_SIZE}
        />
      )}
      <div className={styles.body}>
        {named && (
          <p id={titleId} className={styles.titles}>
            {audio.authorName !== '' && <span className={styles.author}>{audio.authorName}</span>}
            {audio.name !== '' && <span className={styles.name}>{audio.name}</span>}
          </p>
        )}
        <div className={styles.controls}>
          <button
            type="button"
            className={`${styles.control} ${styles.play}`}
            aria-label={t(player.playing ? 'Media_Pause' : 'Media_Play')}
            onClick={player.togglePlay}
          >
            {player.loading ? (
              <span className={styles.spinner} aria-hidden="true" />
            ) : player.playing ? (
              <PauseIcon />
            ) : (
              <PlayIcon />
            )}
          </button>
          <span className={styles.time}>{formatTime(player.currentTime)}</span>
          <input
            type="range"
            className={styles.seek}
            aria-label={t('Audio_Seek')}
            aria-valuetext={`${formatTime(player.currentTime)} / ${formatTime(player.duration)}`}
            min={0}
            max={player.duration ?? 0}
            step={1}
            value={Math.min(player.currentTime, player.duration ?? 0)}
            disabled={player.duration === undefined}
            onPointerDown={() => {
              player.startSeeking();
              window.addEventListener('pointerup', player.endSeeking, { once: true });
            }}
            onChange={(event) => player.seek(event.currentTarget.valueAsNumber)}
          />
          <span className={styles.time}>{formatTime(player.duration)}</span>
          <button
            type="button"
            className={styles.control}
            aria-label={t(player.volume === 0 ? 'Audio_Unmute' : 'Audio_Mute')}
            onClick={player.toggleMute}
          >
            <VolumeIcon muted={player.volume === 0} />
          </button>
          {/* Phones set the volume with their own buttons (and ignore a page's volume). */}
          {!isMobile && (
            <input
              type="range"
              className={styles.volume}
              aria-label={t('Audio_Volume')}
              aria-valuetext={`${Math.round(player.volume * 100)}%`}
              min={VOLUME_MIN}
              max={VOLUME_MAX}
              step={VOLUME_STEP}
              value={player.volume}
              onChange={(event) => player.setVolume(event.currentTarget.valueAsNumber)}
            />
          )}
          <MenuButton
            label={t('Audio_Playback_Speed')}
            value={`${player.rate}x`}
            items={PLAYBACK_SPEEDS.map((speed) => ({
              label: speedLabel(speed),
              checked: speed === player.rate,
              onSelect: () => player.setRate(speed),
            }))}
          >
            <span className={styles.speed}>{`${player.rate}x`}</span>
          </MenuButton>
          {!audio.disableDownload && (
            <MenuButton
              label={t('Audio_More_Actions')}
              items={[{ label: t('Audio_Download'), onSelect: () => void download() }]}
            >
              <MoreIcon />
            </MenuButton>
          )}
        </div>
      </div>
      <audio ref={element} src={address} preload="none" />
    </div>
  );
}
