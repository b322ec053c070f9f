// An item's title and description (spec/002 §3 metadata), as the info areas and the hover
// overlay show them. Nothing when the item has neither.

import styles from './ItemTexts.module.css';

export interface ItemTextsProps {
  title: string;
  description: string;
  className?: string;
}

export function ItemTexts({ title, description, className }: ItemTextsProps) {
  const hasTitle = title.trim() !== '';
  const hasDescription = description.trim() !== '';
  if (!hasTitle && !hasDescription) return null;
  return (
    <div className={className === undefined ? styles.texts : `${styles.texts} ${className}`}>
      {hasTitle && <p className={styles.title}>{title}</p>}
      {/* Read as text, the title and the description are two words apart, not run together. */}
      {hasTitle && hasDescription && ' '}
      {hasDescription && <p className={styles.description}>{description}</p>}
    </div>
  );
}
