// fileData (spec/000 §3 FILE): the file's name, type, size, address and the PDF view mode.

import type { RicosNode } from '../../../content/node.ts';
import { mediaAddress, type MediaSource } from '../../../media/media-address.ts';
import { asRecord, nodeData, readBoolean, readEnum, readString, toFiniteNumber } from '../data.ts';
import { readUploadError, type UploadError } from './upload-error.ts';

export const PDF_VIEW_MODES = ['NONE', 'FULL', 'MINI'] as const;
export type PdfViewMode = (typeof PDF_VIEW_MODES)[number];

/** Preview heights of the PDF view modes (the spec names the modes only). */
export const PDF_PREVIEW_HEIGHT: Readonly<Record<Exclude<PdfViewMode, 'NONE'>, number>> = {
  FULL: 800,
  MINI: 300,
};

export interface FileBlock {
  name: string;
  /** The extension in upper case (PDF, MP3), or undefined when unknown. */
  type: string | undefined;
  /** The size as shown ("150KB"), or undefined. */
  size: string | undefined;
  /** An http(s) address, or undefined when the source has none (or an unsafe one). */
  href: string | undefined;
  pdfViewMode: PdfViewMode;
  downloadDisabled: boolean;
  error: UploadError | undefined;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes as content writes them (sizeInKb is in thousands of bytes), with one decimal at most. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${Math.round(value * 10) / 10}${UNITS[unit]}`;
}

function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1) : undefined;
}

export function readFileBlock(node: RicosNode): FileBlock {
  const data = nodeData(node, 'fileData');
  const name = readString(data, 'name')?.trim() ?? '';
  const type = (readString(data, 'type')?.trim() || extensionOf(name))?.toUpperCase();
  const bytes = toFiniteNumber(data.size) ?? mapKb(toFiniteNumber(data.sizeInKb));
  const pdf = asRecord(data.pdfSettings);
  return {
    name,
    type,
    size: bytes !== undefined && bytes >= 0 ? formatFileSize(bytes) : undefined,
    href: mediaAddress(asRecord(data.src) as MediaSource | undefined) ?? undefined,
    pdfViewMode: (type === 'PDF' && readEnum(pdf, 'viewMode', PDF_VIEW_MODES)) || 'NONE',
    downloadDisabled: readBoolean(pdf, 'disableDownload') ?? false,
    error: readUploadError(data.error),
  };
}

function mapKb(kb: number | undefined): number | undefined {
  return kb === undefined ? undefined : kb * 1000;
}
