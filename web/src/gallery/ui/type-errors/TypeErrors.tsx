// What replaces a gallery whose options have type errors (spec/002 §5, the one visible failure of
// spec/002 §8): an alert naming each option that is wrong and the schema's message for it.

import type { OptionProblem } from '../../model/options/read.ts';
import styles from './TypeErrors.module.css';

/** The alert's heading. */
export const TYPE_ERRORS_TITLE = 'The gallery options have type errors';

export interface TypeErrorsProps {
  errors: readonly OptionProblem[];
  /** The id of the alert element; its heading's id derives from it. */
  id: string;
}

/** The option's name in the spec's dotted form: /layoutParams/structure/itemSpacing → layoutParams.structure.itemSpacing. */
function optionName(path: string): string {
  return path === '' ? 'options' : path.slice(1).split('/').join('.');
}

export function TypeErrors({ errors, id }: TypeErrorsProps) {
  const titleId = `${id}-title`;
  return (
    <div id={id} className={styles.typeErrors} role="alert" aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {TYPE_ERRORS_TITLE}
      </p>
      <ul className={styles.list}>
        {errors.map((error, index) => (
          <li key={index} data-keyword={error.keyword}>
            <code>{optionName(error.path)}</code>: {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
