// TABLE (spec/000 §3 "Table data"): columns as wide as their ratio of the content width but never
// narrower than their minimum (spec/000 §5); a table wider than the page scrolls sideways.

import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { nodeData } from '../data.ts';
import { blockDirectionAt } from '../block-direction.ts';
import type { StyleWithVariables } from '../style-types.ts';
import styles from './Table.module.css';
import { type TableColumn, tableModelFor } from './table-model.ts';
import { useHorizontalOverflow } from './use-horizontal-overflow.ts';

/** A column's width: its share of the scroll box's width (`cqw`), at least its minimum. */
function columnWidth(column: TableColumn): string {
  return `max(${column.minWidth}px, ${(column.share * 100).toFixed(4)}cqw)`;
}

export function Table({ node, children, anchorId, parentType, parent }: NodeRendererProps) {
  const { direction } = useViewer();
  // Its rows and cells ask for the same model (tableModelFor keeps it per node and direction).
  const model = tableModelFor(node, blockDirectionAt(parent, direction));
  const [scrollBox, overflows] = useHorizontalOverflow();
  const widths = model.columns.map(columnWidth);
  const tableStyle: StyleWithVariables = {
    width: widths.length > 0 ? `calc(${widths.join(' + ')})` : undefined,
  };
  const layout = readContainerData(nodeData(node, 'tableData').containerData);
  // The columns are shares of the box, so the box cannot take its width from them (ORIGINAL).
  if (layout.width.size === 'ORIGINAL') layout.width = { size: 'CONTENT' };
  return (
    <ContainerBox layout={layout} anchorId={anchorId} topLevel={parentType === undefined}>
      <div
        ref={scrollBox}
        className={styles.scroll}
        tabIndex={overflows ? 0 : undefined}
        data-overflows={overflows ? '' : undefined}
      >
        <table className={styles.table} style={tableStyle}>
          <colgroup>
            {widths.map((width, index) => (
              <col key={index} style={{ width }} />
            ))}
          </colgroup>
          {children}
        </table>
      </div>
    </ContainerBox>
  );
}
