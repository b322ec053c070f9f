// A ViewerLogger that keeps what it was told, for tests that check what the viewer logs.

import type { ViewerLogger } from '../logger.ts';

export interface RecordingLogger extends ViewerLogger {
  errors: string[];
  warnings: string[];
}

export function recordingLogger(): RecordingLogger {
  const errors: string[] = [];
  const warnings: string[] = [];
  return {
    errors,
    warnings,
    error: (message) => void errors.push(message),
    warn: (message) => void warnings.push(message),
  };
}
