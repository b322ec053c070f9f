// The state of an AUDIO node's <audio> element and what the controls do to it (spec/000 §4 "Audio
// player", §9): playing or paused; loading while it waits for data; seeking — a drag pauses
// playback and resumes it on release if it was playing; volume, where 0 is muted and unmuting
// restores the volume before; the speed. The position shown follows playback every 1000 ms; a
// duration not known yet is asked again every 100 ms, and reported once known; the end is
// reported. A seek asked before the audio can seek waits for it up to 5 seconds.

import { type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  DURATION_RECHECK_MS,
  PROGRESS_INTERVAL_MS,
  SEEK_DEFERRAL_MS,
  VOLUME_MAX,
  VOLUME_MIN,
} from './audio-constants.ts';

export interface AudioEvents {
  onDuration(seconds: number): void;
  onEnded(): void;
  onError(): void;
}

export interface AudioPlayer {
  playing: boolean;
  loading: boolean;
  seeking: boolean;
  currentTime: number;
  duration: number | undefined;
  volume: number;
  rate: number;
  togglePlay(): void;
  startSeeking(): void;
  seek(seconds: number): void;
  endSeeking(): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  setRate(rate: number): void;
}

const knownDuration = (seconds: number) => Number.isFinite(seconds) && seconds > 0;

export function useAudioPlayer(
  ref: RefObject<HTMLAudioElement | null>,
  savedDuration: number | undefined,
  events: AudioEvents,
): AudioPlayer {
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(false);
  const [seeking, setSeeking] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(savedDuration);
  const [volume, setVolumeState] = useState(VOLUME_MAX);
  const [rate, setRateState] = useState(1);
  const volumeBeforeMute = useRef(VOLUME_MAX);
  const resumeAfterSeek = useRef(false);
  const pendingSeek = useRef<{ to: number; at: number } | undefined>(undefined);
  const reported = useRef(false);
  const report = useEffectEvent((name: keyof AudioEvents, seconds = 0) =>
    name === 'onDuration' ? events.onDuration(seconds) : events[name](),
  );

  // The element's own events.
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    let recheck: ReturnType<typeof setInterval> | undefined;
    const stopRecheck = () => clearInterval(recheck);
    const readDuration = () => {
      if (!knownDuration(audio.duration)) return false;
      stopRecheck();
      setDuration(audio.duration);
      if (!reported.current) {
        reported.current = true;
        report('onDuration', audio.duration);
      }
      return true;
    };
    const onMetadata = () => {
      const pending = pendingSeek.current;
      pendingSeek.current = undefined;
      if (pending && performance.now() - pending.at <= SEEK_DEFERRAL_MS)
        audio.currentTime = pending.to;
      if (!readDuration()) {
        stopRecheck();
        recheck = setInterval(readDuration, DURATION_RECHECK_MS);
      }
    };
    const listeners: Record<string, () => void> = {
      loadedmetadata: onMetadata,
      durationchange: readDuration,
      play: () => setPlaying(true),
      playing: () => setLoading(false),
      pause: () => {
        setPlaying(false);
        setLoading(false);
        setCurrentTime(audio.currentTime);
      },
      waiting: () => setLoading(true),
      canplay: () => setLoading(false),
      seeked: () => setCurrentTime(audio.currentTime),
      ended: () => {
        setCurrentTime(audio.currentTime);
        report('onEnded');
      },
      error: () => {
        setLoading(false);
        setPlaying(false);
        report('onError');
      },
    };
    for (const [name, listener] of Object.entries(listeners))
      audio.addEventListener(name, listener);
    return () => {
      stopRecheck();
      for (const [name, listener] of Object.entries(listeners))
        audio.removeEventListener(name, listener);
    };
  }, [ref]);

  // spec/000 §9: the position shown follows playback once a second.
  useEffect(() => {
    const audio = ref.current;
    if (!audio || !playing || seeking) return;
    const timer = setInterval(() => setCurrentTime(audio.currentTime), PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [ref, playing, seeking]);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = volume === 0;
  }, [ref, volume]);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [ref, rate]);

  const play = (audio: HTMLAudioElement) => {
    // preload="none": nothing loads until the visitor plays.
    if (audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) setLoading(true);
    audio.play().catch(() => setLoading(false));
  };

  const seek = (seconds: number) => {
    const audio = ref.current;
    if (!audio) return;
    setCurrentTime(seconds);
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      // The metadata may be in with its event still to come: a seek waiting for it is older.
      pendingSeek.current = undefined;
      audio.currentTime = seconds;
    } else {
      pendingSeek.current = { to: seconds, at: performance.now() };
      // Loading the metadata is what lets it seek.
      if (audio.readyState === HTMLMediaElement.HAVE_NOTHING && audio.networkState !== 2) {
        audio.preload = 'metadata';
        audio.load();
      }
    }
  };

  const setVolume = (value: number) => {
    const next = Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, value));
    if (next > 0) volumeBeforeMute.current = next;
    setVolumeState(next);
  };

  return {
    playing,
    loading,
    seeking,
    currentTime,
    duration,
    volume,
    rate,
    togglePlay: () => {
      const audio = ref.current;
      if (!audio) return;
      if (audio.paused) play(audio);
      else audio.pause();
    },
    startSeeking: () => {
      const audio = ref.current;
      if (!audio || seeking) return;
      setSeeking(true);
      resumeAfterSeek.current = !audio.paused;
      audio.pause();
    },
    seek,
    endSeeking: () => {
      const audio = ref.current;
      setSeeking(false);
      if (audio && resumeAfterSeek.current) play(audio);
      resumeAfterSeek.current = false;
    },
    setVolume,
    toggleMute: () => {
      if (volume > 0) setVolumeState(0);
      else setVolumeState(volumeBeforeMute.current);
    },
    setRate: setRateState,
  };
}
