// FILE (spec/000 §3, §8): the file block — an icon, the name, the type and size, and the download
// link labelled UploadFile_Viewer_Download; a PDF with a view mode is previewed below it. A failed
// upload shows the message for its error code, and a custom message as an icon with a tooltip.

import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { nodeData } from '../data.ts';
import { Tooltip } from '../tooltip/index.ts';
import { type FileBlock, PDF_PREVIEW_HEIGHT, readFileBlock } from './file-data.ts';
import { ErrorIcon, FileIcon } from './FileIcon.tsx';
import { PdfPreview } from './PdfPreview.tsx';
import styles from './File.module.css';

export default function FileNode({ node, anchorId, parentType }: NodeRendererProps) {
  const file = readFileBlock(node);
  const { containerData } = nodeData(node, 'fileData');
  const preview = file.error === undefined && file.href !== undefined ? file.pdfViewMode : 'NONE';
  return (
    <ContainerBox
      layout={readContainerData(containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      {preview !== 'NONE' && (
        <PdfPreview url={file.href!} title={file.name} height={PDF_PREVIEW_HEIGHT[preview]} />
      )}
      <FileCard file={file} />
    </ContainerBox>
  );
}

function FileCard({ file }: { file: FileBlock }) {
  const { t } = useViewer();
  const { error } = file;
  const details = [file.type, file.size].filter(Boolean).join(' • ');
  const canDownload = error === undefined && file.href !== undefined && !file.downloadDisabled;
  return (
    <div className={styles.file} data-file-type={file.type ?? ''} data-file-error={error?.key}>
      <FileIcon failed={error !== undefined} />
      <span className={styles.text}>
        <span className={styles.name}>{file.name}</span>
        {error ? (
          <span className={styles.small}>
            {t(error.messageKey)}
            {error.customMessage && (
              <Tooltip text={error.customMessage} label={t('UploadFile_Error_Details')}>
                <ErrorIcon />
              </Tooltip>
            )}
          </span>
        ) : (
          details && <span className={styles.small}>{details}</span>
        )}
      </span>
      {canDownload && (
        <a className={styles.download} href={file.href} download={file.name || true}>
          {t('UploadFile_Viewer_Download', { fileType: file.type ?? '' })}
        </a>
      )}
    </div>
  );
}
