// BUTTON (spec/000 §3 "Button data", §9 "Buttons"): a LINK button goes where its link says, through
// the link rules of spec/000 §2 (an address they refuse never reaches an href); an ACTION button
// calls the site's handler. Centred and small unless the data says otherwise.

import { useContext } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { resolveLink } from '../../../content/links/index.ts';
import type { Link } from '../../../content/types/common.ts';
import { useViewer } from '../../context.ts';
import type { NodeRendererProps } from '../../registry.ts';
import { useAnchorClick } from '../../text/use-anchor-click.ts';
import { DEFAULT_BUTTON_ALIGNMENT } from '../constants.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { asRecord, type DataRecord, nodeData, readString } from '../data.ts';
import type { StyleWithVariables } from '../style-types.ts';
import { ButtonActionContext } from './button-action.ts';
import { buttonLook } from './button-style.ts';
import styles from './Button.module.css';

interface ControlProps {
  node: RicosNode;
  data: DataRecord;
  text: string;
  className: string;
  style: StyleWithVariables;
}

export function Button({ node, anchorId, parentType }: NodeRendererProps) {
  const data = nodeData(node, 'buttonData');
  const { size, variables } = buttonLook(data);
  const type = readString(data, 'type');
  // UNRECOGNIZED (or no type) is a link when the data has one.
  const isLink = type === 'LINK' || (type !== 'ACTION' && asRecord(data.link) !== undefined);
  const Control = isLink ? LinkButton : ActionButton;
  // A button sits on its own line: text does not flow beside it, whatever textWrap says.
  const layout = {
    ...readContainerData(data.containerData, {
      alignment: DEFAULT_BUTTON_ALIGNMENT,
      size: 'ORIGINAL',
    }),
    textWrap: false,
  };
  return (
    <ContainerBox
      layout={layout}
      anchorId={anchorId}
      topLevel={parentType === undefined}
      className={styles.container}
    >
      <Control
        node={node}
        data={data}
        text={readString(data, 'text') ?? ''}
        className={`${styles.button} ${styles[size.toLowerCase()]}`}
        style={variables}
      />
    </ContainerBox>
  );
}

function LinkButton({ data, text, className, style }: ControlProps) {
  const { links } = useViewer();
  const resolved = resolveLink(asRecord(data.link) as Link | undefined, links);
  const onClick = useAnchorClick(resolved);
  if (resolved === null) {
    // A link the rules refuse: the label stays, with nothing to follow.
    return (
      <span className={className} style={style} data-button-type="LINK">
        {text}
      </span>
    );
  }
  return (
    <a
      className={className}
      style={style}
      href={resolved.href}
      target={resolved.target}
      rel={resolved.rel}
      onClick={onClick}
      data-button-type="LINK"
    >
      {text}
    </a>
  );
}

function ActionButton({ node, text, className, style }: ControlProps) {
  const onAction = useContext(ButtonActionContext);
  return (
    <button
      type="button"
      className={className}
      style={style}
      onClick={() => onAction?.(node)}
      data-button-type="ACTION"
    >
      {text}
    </button>
  );
}
