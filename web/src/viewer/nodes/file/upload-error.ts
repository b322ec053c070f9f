// The media upload error codes of spec/000 §8, and what a file block shows for each: every code
// the generic item message except SIZE_LIMIT, which has the size message. A custom message
// written with the error is shown too (as an icon with a tooltip).

import { asRecord, readString, toFiniteNumber } from '../data.ts';

export const UPLOAD_ERROR_CODES = {
  GENERIC: 0,
  SIZE_LIMIT: 1,
  QUOTA_STORAGE_VISITOR: 2,
  QUOTA_STORAGE_OWNER: 3,
  QUOTA_VIDEO_VISITOR: 4,
  QUOTA_VIDEO_OWNER: 5,
} as const;

export type UploadErrorKey = keyof typeof UPLOAD_ERROR_CODES;

export interface UploadError {
  key: UploadErrorKey;
  /** The translation key of the message shown for the code. */
  messageKey: 'UploadFile_Error_Generic_Item' | 'UploadFile_Error_Size_Item';
  customMessage: string | undefined;
}

const KEYS = Object.keys(UPLOAD_ERROR_CODES) as UploadErrorKey[];

function keyOf(code: unknown): UploadErrorKey {
  const number = toFiniteNumber(code);
  const byNumber = KEYS.find((key) => UPLOAD_ERROR_CODES[key] === number);
  const byName =
    typeof code === 'string' ? KEYS.find((key) => key === code.toUpperCase()) : undefined;
  // An error whose code is missing or unknown is still an error: the generic one.
  return byNumber ?? byName ?? 'GENERIC';
}

/** The node's upload error (`error` with a code or key, and maybe a message), or undefined. */
export function readUploadError(value: unknown): UploadError | undefined {
  const error = asRecord(value);
  if (error === undefined) return undefined;
  const key = keyOf(error.code ?? error.key);
  const custom = (readString(error, 'message') ?? readString(error, 'msg'))?.trim();
  return {
    key,
    messageKey:
      key === 'SIZE_LIMIT' ? 'UploadFile_Error_Size_Item' : 'UploadFile_Error_Generic_Item',
    customMessage: custom || undefined,
  };
}
